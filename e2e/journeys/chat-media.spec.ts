import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type Page } from '../support/servers';
import { expectReflow } from '../support/phone-checks';
import { withFakeMedia } from '../support/fake-media';
import { withLargeTextPhone } from '../support/large-text-phone';
import { checkScreen, logIn, newPhone } from '../support/screens';

// A grandmother answers her mentor with a photo taken at home and a voice note, at a phone's size: the
// mentor sees the photo (upright, no longer knowing where it was taken) and plays the note, live.
// Chromium's fake microphone (a steady tone) stands in for her voice.

/** A phone photo stored sideways (EXIF orientation 6) with a GPS position in Santiago. */
async function photoTakenAtHome(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'cg-journey-')), 'mi-jardin.jpg');
  const blue = await sharp({ create: { width: 300, height: 300, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 600, height: 300, channels: 3, background: 'red' } })
    .composite([{ input: blue, left: 300, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 26/1 56/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toFile(path);
  return path;
}

const log = (page: Page) => page.getByRole('log');

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch(withFakeMedia());
});
test.afterAll(() => browser?.close());

test('a photo with GPS and a voice note reach the other phone live, clean and playable', async () => {
  const learnerContext = await newPhone(browser);
  const mentorContext = await newPhone(browser);
  await learnerContext.grantPermissions(['microphone']);
  const learner = await learnerContext.newPage();
  const mentor = await mentorContext.newPage();
  await logIn(learner, 'aprendiz@demo.cl');
  await logIn(mentor, 'mentor@demo.cl');

  // The learner opens a chat with Rosa and greets her (the chat is in her list from its first
  // message); Rosa opens it from her list.
  await learner.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  const chatId = /\/chat\/([\w-]+)$/.exec(learner.url())![1]!;
  const composer = learner.getByRole('textbox', { name: 'Escribe un mensaje' });
  await composer.fill('¡Hola, Rosa!');
  await composer.press('Enter');
  await expect(log(learner).getByRole('listitem').filter({ hasText: '¡Hola, Rosa!' })).toContainText(/Enviado|Leído/);
  await mentor
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /^Chats/ })
    .click();
  await mentor.getByRole('link', { name: /Tomás Fuentes/ }).click();
  await expect(mentor).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await checkScreen(learner, 'chat-media-1-composer');

  // A photo: chosen with 'Foto', seen before it goes, then sent.
  const chooser = learner.waitForEvent('filechooser');
  await learner.getByRole('button', { name: 'Foto' }).click();
  await (await chooser).setFiles(await photoTakenAtHome());
  await expect(learner.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
  await checkScreen(learner, 'chat-media-2-photo-preview');
  await learner.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(log(learner).getByRole('img', { name: 'Foto que enviaste. Abrir en grande' })).toBeVisible();

  // Rosa sees it live, upright, and what she received carries no EXIF (no GPS, no phone model).
  const received = log(mentor).getByRole('img', { name: 'Foto de Tomás Fuentes. Abrir en grande' });
  await expect(received).toBeVisible();
  const url = await received.getAttribute('src');
  const bytes = await (await mentor.request.get(url!)).body();
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([300, 600]);
  await checkScreen(mentor, 'chat-media-3-photo-received');

  // A voice note: a tap starts it, another stops it; heard before it goes.
  await learner.getByRole('button', { name: 'Mensaje de voz' }).click();
  await expect(learner.getByText(/Grabando… 0:0[2-9]/)).toBeVisible({ timeout: 10_000 });
  await checkScreen(learner, 'chat-media-4-recording');
  await learner.getByRole('button', { name: 'Detener' }).click();
  await expect(learner.getByText('Escucha tu mensaje antes de enviarlo')).toBeVisible();
  await learner.getByRole('button', { name: 'Enviar mensaje de voz' }).click();
  await expect(log(learner).getByText('Tu mensaje de voz')).toBeVisible();

  // Rosa gets it live and plays it, at the slower speed too.
  await expect(log(mentor).getByText('Mensaje de voz de Tomás Fuentes')).toBeVisible();
  await log(mentor).getByRole('button', { name: 'Escuchar' }).click();
  await expect(log(mentor).getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect
    .poll(() => mentor.evaluate(() => document.querySelector<HTMLAudioElement>('[role="log"] audio')!.currentTime))
    .toBeGreaterThan(0.3);
  await log(mentor).getByRole('button', { name: 'Velocidad normal (1×). Cambiar a lenta' }).click();
  await checkScreen(mentor, 'chat-media-5-voice-playing');
  const audioType = await mentor.evaluate(async () => {
    const src = document.querySelector<HTMLAudioElement>('[role="log"] audio')!.src;
    return (await fetch(src)).headers.get('content-type');
  });
  expect(audioType).toBe('audio/mp4');

  // The chat list reads them as the others read text.
  await mentor.getByRole('link', { name: 'Volver' }).click();
  await expect(mentor.getByRole('link', { name: /Tomás Fuentes/ })).toContainText('Mensaje de voz');

  await learnerContext.close();
  await mentorContext.close();
});

// Rosa reads with her phone's text at 200%: the photo, the voice note's controls and the composer's two
// buttons stay whole at 390 px, nothing scrolls sideways.
test('at 200% text the photo, the voice player and the composer reflow', async () => {
  const learnerContext = await newPhone(browser);
  try {
    await withLargeTextPhone(async (mentorPhone) => {
      const learner = await learnerContext.newPage();
      const mentor = mentorPhone.pages()[0] ?? (await mentorPhone.newPage());
      await logIn(learner, 'aprendiz@demo.cl');
      await logIn(mentor, 'mentor@demo.cl');
      await learner.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
      await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
      await mentor
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: /^Chats/ })
        .click();
      await mentor.getByRole('link', { name: /Tomás Fuentes/ }).click();
      await expect(mentor.getByRole('button', { name: 'Mensaje de voz' })).toBeVisible();
      await expectReflow(mentor, 'chat composer at 200%');

      const chooser = learner.waitForEvent('filechooser');
      await learner.getByRole('button', { name: 'Foto' }).click();
      await (await chooser).setFiles(await photoTakenAtHome());
      await learner.getByRole('button', { name: 'Enviar foto' }).click();
      await learner.getByRole('button', { name: 'Mensaje de voz' }).click();
      await expect(learner.getByText(/Grabando… 0:0[1-9]/)).toBeVisible({ timeout: 10_000 });
      await learner.getByRole('button', { name: 'Detener' }).click();
      await learner.getByRole('button', { name: 'Enviar mensaje de voz' }).click();

      await expect(
        log(mentor).getByRole('img', { name: 'Foto de Tomás Fuentes. Abrir en grande' }).last(),
      ).toBeVisible();
      const voice = log(mentor).getByRole('listitem').filter({ hasText: 'Mensaje de voz de Tomás Fuentes' }).last();
      await expect(voice).toBeVisible();
      await voice.scrollIntoViewIfNeeded();
      await expect(voice.getByRole('button', { name: 'Escuchar' })).toBeVisible();
      await expectReflow(mentor, 'voice note at 200%');
      await checkScreen(mentor, 'chat-media-6-large-text');
    });
  } finally {
    await learnerContext.close();
  }
});

// The line drops while Tomás's photo goes up: its bubble says so and keeps the photo; 'Reintentar'
// sends the same one, which Rosa receives once.
test('a photo whose upload is cut off waits in its bubble and goes once on Reintentar', async () => {
  const learnerContext = await newPhone(browser);
  const mentorContext = await newPhone(browser);
  const learner = await learnerContext.newPage();
  const mentor = await mentorContext.newPage();
  await logIn(learner, 'aprendiz@demo.cl');
  await logIn(mentor, 'mentor@demo.cl');
  await learner.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  const composer = learner.getByRole('textbox', { name: 'Escribe un mensaje' });
  await composer.fill('Te mando una foto del jardín');
  await composer.press('Enter');
  await expect(log(learner).getByRole('listitem').filter({ hasText: 'del jardín' }).last()).toContainText(
    /Enviado|Leído/,
  );
  await mentor
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /^Chats/ })
    .click();
  await mentor.getByRole('link', { name: /Tomás Fuentes/ }).click();
  await expect(log(mentor).getByText('Te mando una foto del jardín').last()).toBeVisible();
  const receivedPhotos = log(mentor).getByRole('img', { name: 'Foto de Tomás Fuentes. Abrir en grande' });
  const before = await receivedPhotos.count();

  // The connection is cut as the photo goes up (the upload's request only; the chat's socket stays).
  await learner.route('**/api/chats/*/attachments', (route) => route.abort('connectionreset'));
  const chooser = learner.waitForEvent('filechooser');
  await learner.getByRole('button', { name: 'Foto' }).click();
  await (await chooser).setFiles(await photoTakenAtHome());
  await learner.getByRole('button', { name: 'Enviar foto' }).click();
  const failed = log(learner).getByRole('listitem').filter({ hasText: 'No se pudo enviar' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('img', { name: 'Foto que enviaste. Abrir en grande' })).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Foto' })).toBeVisible(); // the bar is free meanwhile
  await checkScreen(learner, 'chat-media-7-upload-cut-off', { at: failed });

  await learner.unroute('**/api/chats/*/attachments');
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(log(learner).getByText('No se pudo enviar')).toHaveCount(0);
  await expect(
    log(learner)
      .getByRole('listitem')
      .filter({ has: learner.getByRole('img', { name: 'Foto que enviaste. Abrir en grande' }) })
      .last(),
  ).toContainText(/Enviado|Leído/);
  await expect(receivedPhotos).toHaveCount(before + 1);

  await learnerContext.close();
  await mentorContext.close();
});
