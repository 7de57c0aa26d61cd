import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { withFakeMedia } from '../support/fake-media';
import { expect, serverArtifacts, test } from '../support/servers';
import { checkScreen, logIn, newPhone, openTab } from '../support/screens';

// Two people agree a time and meet face to face without leaving the app: the learner proposes from
// Rosa's profile, Rosa accepts in their chat, both join the call and see each other, hang up, and
// each says how it went; the stars then show on Rosa's profile.

// A camera and a microphone that draw a test pattern and a tone, allowed without asking.
test.use({ launchOptions: withFakeMedia() });

const TOPIC = 'Aprender a tejer a palillo';

/** The day (día-mes-año, as a person in Chile types it) and time fields' values in Chile, `minutes` from now. */
function chileClock(minutes: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}-${parts.month}-${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The first time the dialog's list offers (08:00 to 21:00, every quarter) at least 6 minutes from now in
 * Chile, or 08:00 the next day: as day field and hour list values.
 */
function nextListedTime(): { date: string; time: string } {
  for (let minutes = 6; ; minutes++) {
    const at = chileClock(minutes);
    const [hour, minute] = at.time.split(':').map(Number) as [number, number];
    if (minute % 15 === 0 && hour * 60 + minute >= 8 * 60 && hour * 60 + minute <= 21 * 60) return at;
  }
}

/**
 * The proposed time comes within minutes, so the call can open: the proposal's slot is moved to a few
 * minutes from now in this server's database (the list offers quarters only, and not at night).
 */
async function proposalComesSoon(topic: string): Promise<void> {
  const database = readFileSync(join(serverArtifacts(), '.database'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  try {
    await client.query(
      `UPDATE meetings SET slots = ARRAY[date_trunc('minute', now()) + interval '7 minutes']
       WHERE id = (SELECT id FROM meetings WHERE topic = $1 AND status = 'proposed' ORDER BY created_at DESC LIMIT 1)`,
      [topic],
    );
  } finally {
    await client.end();
  }
}

/** Until the other person's video plays: frames of a real size have arrived. */
async function seesVideoOf(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(`Video de ${name}`);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused && v.readyState >= 2), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * The meeting's time passes: its start is moved back in this server's database, as if the call had
 * lasted its whole duration (a journey cannot wait a quarter of an hour). Only the clock is changed.
 */
async function meetingTimePasses(meetingId: string): Promise<void> {
  const database = readFileSync(join(serverArtifacts(), '.database'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  try {
    await client.query(`UPDATE meetings SET starts_at = now() - interval '20 minutes' WHERE id = $1`, [meetingId]);
  } finally {
    await client.end();
  }
}

test('propose from a profile, accept in the chat, meet by video, hang up, review', async ({ browser }) => {
  test.setTimeout(180_000);
  const learnerContext = await newPhone(browser);
  const mentorContext = await newPhone(browser);
  const learner = await learnerContext.newPage();
  const mentor = await mentorContext.newPage();
  await logIn(learner, 'aprendiz@demo.cl');
  await logIn(mentor, 'mentor@demo.cl');

  // The learner opens Rosa's profile and proposes a time a few minutes ahead, 15 minutes long.
  await learner
    .getByRole('link', { name: /Rosa Martínez/ })
    .first()
    .click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await learner.getByRole('button', { name: 'Agendar Reunión' }).click();
  const dialog = learner.getByRole('dialog', { name: 'Agendar una reunión con Rosa Martínez' });
  await expect(dialog).toBeVisible();
  await checkScreen(learner, 'meetings-1-propose-dialog');

  // Too soon first (yesterday): the rule is said in Spanish, and nothing is sent.
  const hour = dialog.getByRole('combobox', { name: 'Hora', exact: true });
  await dialog.getByLabel('Día', { exact: true }).fill(chileClock(-24 * 60).date);
  await hour.selectOption('10:00');
  await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cada horario debe ser al menos 5 minutos desde ahora');

  // The hour is picked from the list, in Chile's 24-hour clock.
  const slot = nextListedTime();
  await dialog.getByLabel('Día', { exact: true }).fill(slot.date);
  await hour.selectOption(slot.time);
  await expect(hour.locator('option:checked')).toHaveText(slot.time);
  await dialog.getByRole('radio', { name: '15 min' }).click();
  await dialog.getByLabel('Tema (opcional)').fill(TOPIC);
  await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();

  // The proposal waits in their chat.
  await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await proposalComesSoon(TOPIC);
  // Its card, by its topic: the screen tours may have left another proposal between the two.
  const learnerCard = learner.getByRole('article', { name: 'Reunión con Rosa Martínez' }).filter({ hasText: TOPIC });
  await expect(learnerCard).toContainText('Esperando la respuesta de Rosa Martínez');
  await expect(learnerCard).toContainText(TOPIC);

  // Rosa finds it in the chat and accepts it in two taps.
  await openTab(mentor, 'Chats');
  await mentor.getByRole('link', { name: /Tomás Fuentes/ }).click();
  const mentorCard = mentor.getByRole('article', { name: 'Reunión con Tomás Fuentes' }).filter({ hasText: TOPIC });
  await expect(mentorCard).toContainText('Tomás Fuentes propone una reunión');
  await mentorCard.getByRole('radio').first().click();
  await checkScreen(mentor, 'meetings-2-mentor-card', { at: mentorCard });
  await mentorCard.getByRole('button', { name: 'Aceptar' }).click();
  await expect(mentorCard).toContainText('Reunión confirmada');
  await expect(mentorCard.getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute(
    'href',
    /\/api\/meetings\/[\w-]+\/calendar\.ics$/,
  );

  // The learner's card changes by itself; the call is open (it opens 10 minutes before).
  await expect(learnerCard).toContainText('Reunión confirmada');
  await checkScreen(learner, 'meetings-3-learner-confirmed', { at: learnerCard });
  await learnerCard.getByRole('link', { name: 'Entrar a la videollamada' }).click();
  await expect(learner).toHaveURL(/\/reunion\/[\w-]+$/);
  const meetingId = /\/reunion\/([\w-]+)$/.exec(learner.url())![1]!;
  await expect(learner.getByText(/el navegador te pedirá permiso para usar la cámara y el micrófono/)).toBeVisible();
  await checkScreen(learner, 'meetings-4-before-camera');
  await learner.getByRole('button', { name: 'Entrar a la videollamada' }).click();
  await expect(learner.getByText('Esperando a Rosa Martínez…')).toBeVisible();
  await checkScreen(learner, 'meetings-5-waiting', { axe: false });

  // Rosa joins too: each sees the other.
  await mentorCard.getByRole('link', { name: 'Entrar a la videollamada' }).click();
  await mentor.getByRole('button', { name: 'Entrar a la videollamada' }).click();
  await seesVideoOf(mentor, 'Tomás Fuentes');
  await seesVideoOf(learner, 'Rosa Martínez');
  await expect(learner.getByText('Esperando a Rosa Martínez…')).toBeHidden();
  await checkScreen(learner, 'meetings-6-learner-in-call', { axe: false });
  await checkScreen(mentor, 'meetings-7-mentor-in-call', { axe: false });

  // The microphone goes off and on with one large button.
  await learner.getByRole('button', { name: 'Micrófono' }).click();
  await expect(learner.getByRole('button', { name: 'Micrófono apagado' })).toHaveAttribute('aria-pressed', 'true');
  await learner.getByRole('button', { name: 'Micrófono apagado' }).click();

  // The quarter of an hour passes; they say goodbye and hang up.
  await meetingTimePasses(meetingId);
  await learner.getByRole('button', { name: 'Colgar' }).click();
  await expect(mentor.getByText('Tomás Fuentes salió de la llamada. Esperando a Tomás Fuentes…')).toBeVisible();
  await mentor.getByRole('button', { name: 'Colgar' }).click();

  // Each is asked how it went.
  await expect(learner.getByRole('heading', { level: 1, name: 'La llamada terminó' })).toBeVisible();
  await expect(learner.getByRole('heading', { name: '¿Cómo te fue con Rosa Martínez?' })).toBeVisible();
  await learner.getByRole('radio', { name: '5 estrellas' }).click();
  await learner.getByLabel('Comentario (opcional)').fill('Rosa explica con mucha paciencia.');
  await checkScreen(learner, 'meetings-8-review');
  await learner.getByRole('button', { name: 'Enviar evaluación' }).click();
  await expect(learner.getByText('¡Gracias por tu evaluación!')).toBeVisible();

  await expect(mentor.getByRole('heading', { name: '¿Cómo te fue con Tomás Fuentes?' })).toBeVisible();
  await mentor.getByRole('radio', { name: '4 estrellas' }).click();
  await mentor.getByRole('button', { name: 'Enviar evaluación' }).click();
  await expect(mentor.getByText('¡Gracias por tu evaluación!')).toBeVisible();

  // Both reviewed: the learner's stars show on Rosa's profile, with the rating they make.
  await openTab(learner, 'Habilidades');
  await learner
    .getByRole('link', { name: /Rosa Martínez/ })
    .first()
    .click();
  const reviews = learner.getByRole('region', { name: 'Evaluaciones' });
  await expect(reviews).toContainText('5,0 de 5 · 1 evaluación');
  await expect(reviews).toContainText('Rosa explica con mucha paciencia.');
  await checkScreen(learner, 'meetings-9-profile-reviews', { at: reviews });

  await learnerContext.close();
  await mentorContext.close();
});
