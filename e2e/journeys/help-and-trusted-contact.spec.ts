import { HELP_MSG, SAFETY_MSG, TRUSTED_MSG } from '@conectando/contracts';
import { expect, test } from '../support/servers';
import { withLargeTextPhone } from '../support/large-text-phone';
import { latestMailTo } from '../support/mailbox';
import { expectReflow } from '../support/phone-checks';
import { bubble, checkScreen, composer, logIn, newPhone, openTab, registerPerson } from '../support/screens';

// Rosa, her phone's text at 200%, names her daughter as her trusted contact; the daughter accepts from
// the email. A stranger asks Rosa for money: the warning says her daughter was told, and 'Pedir ayuda'
// is right there. An admin, with /admin/ayuda open, sees her message arrive and answers; Rosa reads the
// answer as it comes. The daughter's alert email says what happened, never what was written or by whom.

const ROSA = { email: 'mentor@demo.cl', name: 'Rosa Martínez' };
const DAUGHTER = 'Carolina Martínez';
const STRANGER = { name: 'Marcelo Ríos', password: 'clave-marcelo-2026', city: 'Talca' };
const HELLO = 'Hola Rosa, me gustan mucho sus videos de jardín.';
const ASK = 'Necesito que me deposite $80.000 en mi cuenta RUT, se los devuelvo el lunes.';
const QUESTION = 'Una persona que no conozco me pide plata. ¿Qué hago?';
const ANSWER = 'Hola Rosa: no le envíe dinero. Ya bloqueamos su cuenta mientras revisamos. Estamos para ayudarla.';

test('Rosa asks for help from a warning, an admin answers live, and her daughter is told', async ({ browser }) => {
  test.setTimeout(240_000);
  const daughterEmail = `carolina.${Date.now()}@prueba.cl`;

  await withLargeTextPhone(async (rosaPhone) => {
    // Rosa names her daughter from her profile.
    const rosa = await rosaPhone.newPage();
    await logIn(rosa, ROSA.email);
    await rosa.goto('/profile');
    const section = rosa.getByRole('region', { name: TRUSTED_MSG.title });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('textbox', { name: TRUSTED_MSG.nameLabel }).fill(DAUGHTER);
    await section.getByRole('textbox', { name: TRUSTED_MSG.emailLabel }).fill(daughterEmail);
    await section.getByRole('button', { name: TRUSTED_MSG.invite }).click();
    await expect(section.getByText(TRUSTED_MSG.pending(DAUGHTER))).toBeVisible();
    await expectReflow(rosa, 'trusted contact in the profile');
    await checkScreen(rosa, 'trusted-1-invited', { at: section.getByRole('status') });

    // The daughter (no account) accepts from the invitation email.
    const invitation = await latestMailTo(daughterEmail);
    expect(invitation.subject).toBe(`${ROSA.name} te eligió como su persona de confianza`);
    const link = /https?:\/\/\S+\/persona-de-confianza\?token=[A-Za-z0-9_-]+/.exec(invitation.text)![0];
    const daughterPhone = await newPhone(browser);
    const daughter = await daughterPhone.newPage();
    await daughter.goto(new URL(link).pathname + new URL(link).search);
    await expect(daughter.getByRole('heading', { level: 1, name: TRUSTED_MSG.acceptTitle })).toBeVisible();
    await expect(daughter.getByText(TRUSTED_MSG.acceptIntro(ROSA.name))).toBeVisible();
    await checkScreen(daughter, 'trusted-2-accept');
    await daughter.getByRole('button', { name: TRUSTED_MSG.acceptAction }).click();
    await expect(daughter.getByText(TRUSTED_MSG.accepted(ROSA.name))).toBeVisible();

    // A stranger writes to Rosa and asks for money.
    const strangerPhone = await newPhone(browser);
    const stranger = await strangerPhone.newPage();
    await registerPerson(stranger, { ...STRANGER, email: `marcelo.${Date.now()}@prueba.cl` });
    await stranger.getByRole('button', { name: `Mensaje a ${ROSA.name}` }).click();
    await expect(stranger.getByRole('heading', { level: 1, name: ROSA.name })).toBeVisible();
    for (const text of [HELLO, ASK]) {
      await composer(stranger).fill(text);
      await composer(stranger).press('Enter');
      await expect(bubble(stranger, text)).toContainText(/Enviado|Leído/);
    }

    // An admin has the help queue open on another phone.
    const adminPhone = await newPhone(browser);
    const admin = await adminPhone.newPage();
    await logIn(admin, 'admin@demo.cl');
    await admin.goto('/admin');
    await admin.getByRole('link', { name: /Pedir ayuda/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Pedir ayuda' })).toBeVisible();

    // Rosa opens the conversation: the warning says her daughter was told, and offers 'Pedir ayuda'.
    await openTab(rosa, 'Chats');
    await rosa.getByRole('link', { name: new RegExp(STRANGER.name) }).click();
    await expect(rosa.getByRole('heading', { level: 1, name: STRANGER.name })).toBeVisible();
    const warning = rosa.getByRole('note', { name: 'Aviso de seguridad' });
    await expect(warning).toContainText(SAFETY_MSG.moneyWarning);
    await expect(warning).toContainText(TRUSTED_MSG.alerted);
    await warning.scrollIntoViewIfNeeded();
    await checkScreen(rosa, 'help-1-warning', { at: warning });
    await warning.getByRole('link', { name: HELP_MSG.ask }).click();

    // She writes to the team, told honestly when they answer.
    await expect(rosa.getByRole('heading', { level: 1, name: HELP_MSG.title })).toBeVisible();
    await expect(rosa.getByRole('note').filter({ hasText: 'Te responderemos' })).toContainText(HELP_MSG.hours);
    await rosa.getByRole('textbox', { name: HELP_MSG.textLabel }).fill(QUESTION);
    await rosa.getByRole('button', { name: HELP_MSG.send }).click();
    await expect(rosa.getByRole('status').filter({ hasText: HELP_MSG.sent })).toBeVisible();
    await expect(rosa.getByRole('listitem').filter({ hasText: QUESTION })).toContainText(HELP_MSG.waiting);
    await expectReflow(rosa, 'help form');
    await checkScreen(rosa, 'help-2-sent');

    // The admin's queue shows it by itself; the admin answers.
    const asked = admin.getByRole('listitem').filter({ hasText: QUESTION });
    await expect(asked).toBeVisible();
    await expect(asked).toContainText(`${ROSA.name} (${ROSA.email})`);
    await expect(asked).toContainText('sobre un mensaje');
    await checkScreen(admin, 'help-3-admin-queue', { at: asked });
    await asked.getByRole('textbox', { name: 'Respuesta' }).fill(ANSWER);
    await asked.getByRole('button', { name: 'Responder' }).click();

    // Rosa reads the answer as it arrives, without touching anything.
    const conversation = rosa.getByRole('listitem').filter({ hasText: QUESTION });
    await expect(conversation).toContainText(ANSWER);
    await expect(conversation).toContainText(HELP_MSG.teamName);
    await conversation.scrollIntoViewIfNeeded();
    await expectReflow(rosa, 'help answered');
    await checkScreen(rosa, 'help-4-answered', { at: conversation });

    // The daughter's alert: what happened and how to help, never the text or the stranger's name.
    const alert = await latestMailTo(daughterEmail);
    expect(alert.subject).toBe(`Aviso para la persona de confianza de ${ROSA.name}`);
    expect(alert.text).toContain(`Una persona que ${ROSA.name} conoció hoy`);
    expect(alert.text).toContain('pidió dinero o seguir la conversación fuera de la app');
    expect(alert.text).not.toContain(STRANGER.name);
    expect(alert.text).not.toContain('80.000');

    // Rosa ends it from her profile, at once (and later journeys find her without one).
    await rosa.goto('/profile');
    const again = rosa.getByRole('region', { name: TRUSTED_MSG.title });
    await again.scrollIntoViewIfNeeded();
    await expect(again.getByRole('listitem').first()).toContainText('Pidió dinero');
    await again.getByRole('button', { name: TRUSTED_MSG.remove }).click();
    await expect(again.getByRole('button', { name: TRUSTED_MSG.invite })).toBeVisible();

    await Promise.all([daughterPhone.close(), strangerPhone.close(), adminPhone.close()]);
  });
});
