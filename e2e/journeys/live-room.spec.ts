import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { withFakeMedia } from '../support/fake-media';
import { startLiveRoomApp, type LiveRoomApp } from '../support/live-room-app';
import { expect, test } from '../support/servers';
import { logIn, newPhone } from '../support/screens';

// A live class through the real SFU: Janus (Debian's) started here, the app driving it, three phones
// with fake cameras and microphones. The learners wait for the mentor, everyone sees the mentor's
// video play, a raised hand reaches the mentor, the mentor mutes that learner, and a learner who left
// comes back.

// Chromium's own fake microphone beeps briefly twice a second, too little to count as speech: each
// phone speaks instead a steady tone (ffmpeg), as a person talking to the class would.
const voice = join(mkdtempSync(join(tmpdir(), 'cg-voice-')), 'voice.wav');
execFileSync('ffmpeg', [
  '-v',
  'error',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=300:duration=5',
  '-af',
  'volume=4,tremolo=f=3:d=0.6',
  '-ar',
  '48000',
  '-ac',
  '1',
  voice,
]);
test.use({ launchOptions: withFakeMedia(`--use-file-for-fake-audio-capture=${voice}`) });

// Its own slot, so its artifacts and database sit apart from the worker servers' (the teardown drops it).
const SLOT = 92;
let live: LiveRoomApp;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  live = await startLiveRoomApp(SLOT);
});

test.afterAll(async () => {
  await live?.stop();
});

async function phone(browser: Browser, email: string): Promise<Page> {
  const context = await newPhone(browser, { baseURL: live.url });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

/** The video labelled with this person's name is playing: it has frames, and its time moves on. */
async function seesVideoPlaying(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(`Video de ${name}`, { exact: true });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused), { timeout: 45_000 })
    .toBe(true);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(before);
}

/** The class's page, then its 'Entrar al taller' (open from 10 minutes before the start). */
async function enterFromTheClass(page: Page, classId: string): Promise<void> {
  await page.goto(`/live-classes/${classId}`);
  await page.getByRole('link', { name: 'Entrar al taller' }).click();
  await expect(page).toHaveURL(new RegExp(`/live-classes/${classId}/room$`));
}

test('a mentor teaches two learners through the SFU: video, a raised hand, a mute, a return', async ({ browser }) => {
  test.setTimeout(240_000);
  const mentor = await phone(browser, 'mentor@demo.cl');
  const tomas = await phone(browser, 'aprendiz@demo.cl');
  const hernan = await phone(browser, 'mentor.musica@demo.cl');

  const startsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
  const created = await mentor.request.post('/api/live-classes', {
    data: {
      title: 'Tejido a palillo',
      skillName: 'Tejido',
      description: 'Punto musgo para empezar.',
      startsAt,
      durationMinutes: 60,
      capacity: 5,
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { classes: { id: string }[] }).classes[0]!.id;
  for (const learner of [tomas, hernan])
    expect((await learner.request.post(`/api/live-classes/${classId}/enrol`)).status()).toBe(201);
  // The class began a minute ago (the clock of this journey, not a rule being bent: the room opens 10 minutes before).
  await live.sql(`UPDATE live_classes SET starts_at = now() - interval '1 minute' WHERE id = $1`, [classId]);

  // The learners arrive first: the mentor is not there yet.
  for (const learner of [tomas, hernan]) {
    await enterFromTheClass(learner, classId);
    await expect(learner.getByText('El taller aún no comienza')).toBeVisible({ timeout: 45_000 });
  }

  await enterFromTheClass(mentor, classId);
  for (const learner of [tomas, hernan]) await seesVideoPlaying(learner, 'Rosa Martínez');
  await expect(tomas.getByText('El taller aún no comienza')).toHaveCount(0);
  await seesVideoPlaying(mentor, 'Tomás Fuentes');
  await seesVideoPlaying(mentor, 'Hernán Catalán');
  // Someone's microphone is heard, and the screen says who.
  await expect(mentor.getByText(/^Está hablando: /)).toBeVisible({ timeout: 45_000 });

  await tomas.getByRole('button', { name: 'Levantar la mano' }).click();
  await expect(mentor.getByText('✋ Tomás Fuentes levantó la mano')).toBeVisible();
  await expect(tomas.getByRole('button', { name: 'Bajar la mano' })).toBeVisible();

  await mentor.getByRole('button', { name: 'Silenciar a Tomás' }).click();
  await expect(tomas.getByText('Quien dicta el taller silenció tu micrófono.')).toBeVisible();
  await expect(hernan.getByText('Quien dicta el taller silenció tu micrófono.')).toHaveCount(0);

  // Hernán leaves and comes back.
  await hernan.getByRole('button', { name: 'Salir del taller' }).click();
  await expect(hernan.getByRole('heading', { name: 'Saliste del taller' })).toBeVisible();
  await expect(mentor.getByLabel('Video de Hernán Catalán', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  await hernan.getByRole('button', { name: 'Volver a entrar' }).click();
  await seesVideoPlaying(hernan, 'Rosa Martínez');
  await seesVideoPlaying(mentor, 'Hernán Catalán');
  await tomas.screenshot({ path: test.info().outputPath('live-room-learner.png') });
  await mentor.screenshot({ path: test.info().outputPath('live-room-mentor.png') });
});
