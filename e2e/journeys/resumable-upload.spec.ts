import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { withLargeTextPhone } from '../support/large-text-phone';
import { expectReflow } from '../support/phone-checks';
import { checkScreen, logIn, newPhone } from '../support/screens';
import { expect, test } from '../support/servers';

// A mentor on a weak line: the connection drops in the middle of a video's upload. The dialog says so
// in Spanish, keeps what reached the server, and when the phone is back online the upload continues
// from the server's offset (not from zero), is converted, and plays. Once at 390×844, once at 200% text.

const CHUNK = 5 * 1024 * 1024; // the dialog's tus chunk (features/videos/api/resumable-upload.ts)

/** About 8 MB (two chunks) of noise made by Debian's ffmpeg: a whole chunk is on the server when the line drops. */
function noisyVideo(path: string): number {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', "nullsrc=s=480x360:r=10:d=3,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    path,
  ]);
  return statSync(path).size;
}

async function uploadThroughDroppedLine(context: BrowserContext, title: string, shots: string): Promise<void> {
  const file = test.info().outputPath(`${shots}.mp4`);
  const size = noisyVideo(file);
  expect(size).toBeGreaterThan(CHUNK);
  const page = await context.newPage();
  await logIn(page, 'mentor@demo.cl');
  await expect(page.getByTestId('mode-badge')).toHaveText('ENSEÑAR');

  // The second piece never arrives: the phone loses its signal while sending it.
  const patches: string[] = [];
  await page.route('**/api/uploads/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    patches.push(request.headers()['upload-offset']);
    if (patches.length === 2) {
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });

  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await page.getByRole('button', { name: 'Subir Video' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Subir Video' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Habilidad').selectOption('Tejido');
  await dialog.getByLabel(/Archivo de video/).setInputFiles(file);
  await expect(dialog.getByTestId('chosen-video')).toContainText('3s');
  await dialog.getByRole('button', { name: 'Subir video' }).click();

  const paused = dialog.getByRole('status').filter({ hasText: 'Se cortó la conexión' });
  await expect(paused).toBeVisible();
  await expect(paused).toContainText(`Subida en pausa: ${Math.round((CHUNK / size) * 100)} % enviado`);
  await expect(paused.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectReflow(page, `${shots}-01-connection-dropped`);
  await checkScreen(page, `${shots}-01-connection-dropped`);

  // Back online: it goes on by itself from the first piece's end, and the server converts the video.
  await context.setOffline(false);
  await expect(page.getByText('¡Video subido exitosamente!').last()).toBeVisible({ timeout: 30_000 });
  expect(patches).toEqual(['0', String(CHUNK), String(CHUNK)]);
  await expect(dialog.getByText('¡Tu video está listo!')).toBeVisible({ timeout: 60_000 });
  await checkScreen(page, `${shots}-02-ready`);
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('a dropped connection mid-upload pauses the video and it continues from where it stopped', async ({ browser }) => {
  test.setTimeout(180_000);
  // Service workers blocked: the page's own requests are the ones the route sees.
  const context = await newPhone(browser, { serviceWorkers: 'block' });
  await uploadThroughDroppedLine(context, 'Tejido a palillo: montar los puntos', 'resumable');
  await context.close();
});

test('at 200% text the paused upload reads whole and continues the same', async () => {
  test.setTimeout(180_000);
  await withLargeTextPhone(
    (phone) => uploadThroughDroppedLine(phone, 'Tejido a palillo: cerrar los puntos', 'resumable-large-text'),
    undefined,
    { serviceWorkers: 'block' },
  );
});
