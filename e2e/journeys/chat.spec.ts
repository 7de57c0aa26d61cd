import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/servers';
import { appStoredOn, bubble, logIn as submitLogIn, newPhone, openTab } from '../support/screens';

// Two people chat live at a phone's size: the learner opens a chat with Rosa (on his list only, until
// he writes), writes, Rosa sees it arrive without a reload, answers, and 'Leído' shows on both sides.

const FIRST_MESSAGE = 'Hola Rosa, ¿me enseñaría a tejer?';
const REPLY = 'Claro que sí, me encantaría. ¿Cuándo empezamos?';
const FOLLOW_UP = 'El sábado a las 11, en la plaza.';

const artifact = (name: string) => resolve(__dirname, '..', 'artifacts', `${name}.png`);

async function logIn(page: Page, email: string): Promise<void> {
  await submitLogIn(page, email);
  await expect(page).toHaveURL(/\/skills$/);
}

/** A screenshot for people to look at, and no serious or critical axe-core violation. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifact(name) });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
    ),
    `accessibility of ${name}`,
  ).toEqual([]);
}

/** The mentor and the learner, each on a phone of their own, signed in through the form. */
async function twoPhones(browser: Browser) {
  const mentorContext = await newPhone(browser);
  const learnerContext = await newPhone(browser);
  const mentor = await mentorContext.newPage();
  const learner = await learnerContext.newPage();
  await logIn(learner, 'aprendiz@demo.cl');
  await logIn(mentor, 'mentor@demo.cl');
  return { mentorContext, learnerContext, mentor, learner };
}

test('two people chat live: message, reply, read receipt', async ({ browser }) => {
  const { mentorContext, learnerContext, mentor, learner } = await twoPhones(browser);
  await openTab(mentor, 'Chats');
  await expect(mentor.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();

  // The learner taps 'Mensaje' on Rosa among the featured mentors: an empty conversation, on his list.
  await learner.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  await expect(learner.getByText('Aún no hay mensajes. Escribe el primero.')).toBeVisible();
  const chatId = /\/chat\/([\w-]+)$/.exec(learner.url())![1]!;
  await learner.getByRole('link', { name: 'Volver' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  const row = learner.getByRole('link', { name: /Rosa Martínez/ });
  await expect(row).toBeVisible();
  await checkScreen(learner, 'chat-1-learner-list-empty');
  // Tapping 'Mensaje' put nothing in Rosa's list: an empty chat there would only puzzle her.
  const mentorRow = mentor.getByRole('link', { name: /Tomás Fuentes/ });
  await expect(mentorRow).toHaveCount(0);
  await checkScreen(mentor, 'chat-2-mentor-list-before-first-message');

  // The learner writes; Enter sends.
  await row.click();
  const learnerComposer = learner.getByRole('textbox', { name: 'Escribe un mensaje' });
  await learnerComposer.fill(FIRST_MESSAGE);
  await learnerComposer.press('Enter');
  await expect(learnerComposer).toHaveValue('');
  await expect(bubble(learner, FIRST_MESSAGE)).toContainText('Enviado');
  await checkScreen(learner, 'chat-3-learner-sent');

  // The conversation appears in Rosa's open list by itself (no reload), unread, and the Chats tab counts it.
  await expect(mentorRow).toContainText(FIRST_MESSAGE);
  await expect(mentorRow).toContainText('1 mensaje sin leer');
  await expect(mentor.getByRole('link', { name: 'Chats 1 sin leer' })).toBeVisible();
  await checkScreen(mentor, 'chat-4-mentor-list-live');

  // Opening it marks it read: the learner sees 'Leído'.
  await mentorRow.click();
  await expect(mentor).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await expect(bubble(mentor, FIRST_MESSAGE)).toBeVisible();
  await expect(bubble(learner, FIRST_MESSAGE)).toContainText('Leído');
  await expect(mentor.getByRole('link', { name: 'Chats', exact: true })).toBeVisible();

  // Rosa starts a reply, steps back to the list to look at something and returns: what she wrote is
  // still there. She sends it; the learner, still on the conversation, sees it live.
  const composer = mentor.getByRole('textbox', { name: 'Escribe un mensaje' });
  await composer.fill(REPLY);
  await mentor.getByRole('link', { name: 'Volver' }).click();
  await expect(mentorRow).toContainText(`Borrador: ${REPLY}`);
  await mentorRow.click();
  await expect(composer).toHaveValue(REPLY);
  await mentor.getByRole('button', { name: 'Enviar' }).click();
  await expect(bubble(mentor, REPLY)).toContainText(/Enviado|Leído/);
  await expect(bubble(learner, REPLY)).toBeVisible();
  await expect(bubble(mentor, REPLY)).toContainText('Leído');
  await checkScreen(mentor, 'chat-5-mentor-replied');

  // And back again, live in the open conversation.
  await learnerComposer.fill(FOLLOW_UP);
  await learnerComposer.press('Enter');
  await expect(bubble(mentor, FOLLOW_UP)).toBeVisible();
  await expect(bubble(learner, FOLLOW_UP)).toContainText('Leído');
  await expect(bubble(learner, FIRST_MESSAGE)).toContainText('Leído');
  await checkScreen(learner, 'chat-6-learner-read');

  // The back control returns to the list, which has the latest message and nothing unread.
  await learner.getByRole('link', { name: 'Volver' }).click();
  await expect(learner).toHaveURL(/\/chats$/);
  await expect(row).toContainText(FOLLOW_UP);
  await expect(row).not.toContainText('sin leer');
  await checkScreen(learner, 'chat-7-learner-list');

  await mentorContext.close();
  await learnerContext.close();
});

// On a bus the signal comes and goes: what the learner writes with no signal waits on their phone,
// saying so beside it ('Se enviará al volver la conexión'), and goes by itself when the signal is back, once, however many times they tapped; what
// the mentor wrote meanwhile is there when they come back, in order, once.
test('no signal mid-conversation: the message waits, then goes once; what came meanwhile arrives', async ({
  browser,
}) => {
  const WRITTEN_OFFLINE = 'Te escribo desde la micro, casi sin señal.';
  const SENT_MEANWHILE = '¿Sigues ahí? Te espero el sábado.';
  const { mentorContext, learnerContext, mentor, learner } = await twoPhones(browser);

  await learner.getByRole('button', { name: 'Mensaje a Rosa Martínez' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Rosa Martínez' })).toBeVisible();
  const chatId = /\/chat\/([\w-]+)$/.exec(learner.url())![1]!;
  // A greeting first: a chat appears in Rosa's list with its first message.
  const greeting = learner.getByRole('textbox', { name: 'Escribe un mensaje' });
  await greeting.fill('Hola, ¿está?');
  await greeting.press('Enter');
  await expect(bubble(learner, 'Hola, ¿está?')).toContainText(/Enviado|Leído/);
  await openTab(mentor, 'Chats');
  await mentor.getByRole('link', { name: /Tomás Fuentes/ }).click();
  await expect(mentor).toHaveURL(new RegExp(`/chat/${chatId}$`));

  // The app has been on this phone a while: its code is stored on it (the service worker precached it
  // and controls the page), as it is for anyone past their first seconds in it. Without that, a tap on
  // 'Menú' offline cannot fetch the menu and the button only comes back.
  await appStoredOn(learner);
  // The signal goes. The learner writes anyway and taps 'Enviar' twice, as a person unsure it went.
  await learnerContext.setOffline(true);
  // On screen, not above it: the conversation fills the screen.
  await expect(learner.getByText('Sin conexión', { exact: true })).toBeInViewport();
  const composer = learner.getByRole('textbox', { name: 'Escribe un mensaje' });
  // It is a shared phone: the learner tries to sign out. Without signal that cannot happen, and the
  // notice saying so stands above the composer, not over 'Enviar' and what they are writing.
  await learner.getByRole('button', { name: 'Menú' }).click();
  await learner.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const notice = learner.locator('[data-scope="toast"][data-part="root"]', { hasText: 'No pudimos cerrar tu sesión' });
  await expect(notice).toBeVisible();
  // Measured where it comes to rest: it slides up into place.
  await notice.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const noticeBox = (await notice.boundingBox())!;
  const composerBar = (await learner.locator('form', { has: composer }).boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(composerBar.y);
  await expect(learner).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await composer.fill(WRITTEN_OFFLINE);
  const send = learner.getByRole('button', { name: 'Enviar' });
  await send.click();
  await send.click({ force: true });
  await expect(composer).toHaveValue('');
  await expect(bubble(learner, WRITTEN_OFFLINE)).toHaveCount(1);
  await expect(bubble(learner, WRITTEN_OFFLINE)).toContainText('Se enviará al volver la conexión');
  await checkScreen(learner, 'chat-8-learner-offline-waiting');

  // Meanwhile the mentor writes; it cannot reach the learner yet, and the learner's message has not come.
  const mentorComposer = mentor.getByRole('textbox', { name: 'Escribe un mensaje' });
  await mentorComposer.fill(SENT_MEANWHILE);
  await mentorComposer.press('Enter');
  await expect(bubble(mentor, SENT_MEANWHILE)).toContainText('Enviado');
  await expect(bubble(mentor, WRITTEN_OFFLINE)).toHaveCount(0);

  // The signal is back: nobody taps anything.
  await learnerContext.setOffline(false);
  await expect(learner.getByText('Sin conexión')).toBeHidden({ timeout: 30_000 });
  await expect(bubble(learner, WRITTEN_OFFLINE)).toContainText(/Enviado|Leído/, { timeout: 30_000 });
  await expect(bubble(learner, SENT_MEANWHILE)).toHaveCount(1);
  await expect(bubble(mentor, WRITTEN_OFFLINE)).toHaveCount(1);
  await expect(bubble(mentor, SENT_MEANWHILE)).toContainText('Leído');
  // Read where it arrived: nothing left unread on the Chats tab.
  await expect(learner.getByRole('link', { name: 'Chats', exact: true })).toBeVisible();
  // Once each, in the order the server stored them, on both phones.
  for (const phone of [learner, mentor]) {
    const texts = await phone.getByRole('log').getByRole('listitem').allTextContents();
    const mine = texts.filter((t) => t.includes(WRITTEN_OFFLINE) || t.includes(SENT_MEANWHILE));
    expect(mine.map((t) => (t.includes(WRITTEN_OFFLINE) ? 'learner' : 'mentor'))).toEqual(['mentor', 'learner']);
  }
  // The offer of phone notifications came with the first message sent: the composer and the last
  // message are still in view, above the bottom navigation.
  await expect(learner.getByText('¿Te avisamos en el teléfono?')).toBeVisible();
  await expect(bubble(learner, WRITTEN_OFFLINE)).toBeInViewport();
  const composerBox = await learner.getByRole('textbox', { name: 'Escribe un mensaje' }).boundingBox();
  const navBox = await learner.getByRole('navigation', { name: 'Navegación principal' }).boundingBox();
  expect(composerBox!.y + composerBox!.height).toBeLessThanOrEqual(navBox!.y);
  await checkScreen(learner, 'chat-9-learner-back-online');

  await mentorContext.close();
  await learnerContext.close();
});
