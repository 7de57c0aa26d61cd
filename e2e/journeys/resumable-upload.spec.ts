import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { expect, test } from '../support/servers';
import { checkScreen, logIn, newPhone } from '../support/screens';

// A mentor on a weak line: the connection drops in the middle of a video's upload. The dialog says so
// in Spanish, keeps what reached the server, and when the phone is back online the upload continues
// from the server's offset (not from zero), is converted, and plays.

const CHUNK = 5 * 1024 * 1024; // the dialog's tus chunk (features/videos/api/resumable-upload.ts)
const TITLE = 'Tejido a palillo: montar los puntos';

test('a dropped connection mid-upload pauses the video and it continues from where it stopped', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // About 8 MB (two chunks) of noise, made by Debian's ffmpeg, so that a whole chunk is on the server
  // when the line drops during the second.
  const file = testInfo.outputPath('telar-ruidoso.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', "nullsrc=s=480x360:r=10:d=3,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    file,
  ]);
  const size = statSync(file).size;
  expect(size).toBeGreaterThan(CHUNK);

  // Service workers blocked: the page's own requests are the ones the route below sees.
  const context = await newPhone(browser, { serviceWorkers: 'block' });
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
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Habilidad').selectOption('Tejido');
  await dialog.getByLabel(/Archivo de video/).setInputFiles(file);
  await expect(dialog.getByTestId('chosen-video')).toContainText('3s');
  await dialog.getByRole('button', { name: 'Subir video' }).click();

  const paused = dialog.getByRole('status').filter({ hasText: 'Se cortó la conexión' });
  await expect(paused).toBeVisible();
  await expect(paused).toContainText(`Subida en pausa: ${Math.round((CHUNK / size) * 100)} % enviado`);
  await expect(paused.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await checkScreen(page, 'resumable-01-connection-dropped');

  // Back online: it goes on by itself from the first piece's end, and the server converts the video.
  await context.setOffline(false);
  await expect(page.getByText('¡Video subido exitosamente!').last()).toBeVisible({ timeout: 30_000 });
  expect(patches).toEqual(['0', String(CHUNK), String(CHUNK)]);
  await expect(dialog.getByText('Procesando tu video…')).toBeVisible();
  await checkScreen(page, 'resumable-02-processing');
  await expect(dialog.getByText('¡Tu video está listo!')).toBeVisible({ timeout: 60_000 });
  await checkScreen(page, 'resumable-03-ready');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await context.close();
});
