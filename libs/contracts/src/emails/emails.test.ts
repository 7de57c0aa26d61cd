import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountValidatedEmail } from './account-validated.email';
import { applicationAwardedEmail } from './application-awarded.email';
import { chatMessageEmail } from './chat-message.email';
import { meetingChangeEmail } from './meeting-change.email';
import { meetingConfirmedEmail } from './meeting-confirmed.email';
import { meetingReminderEmail } from './meeting-reminder.email';
import { passwordResetEmail } from './password-reset.email';
import { planChargeFailedEmail } from './plan-charge-failed.email';
import { NOTIFICATION_MSG } from '../notifications/notification-messages';
import { cardResultPath, chatPath, meetingPath, paymentPath, resetPasswordPath } from '../paths/client-paths';

const URL = 'https://conectando.example';

test('the links the server writes lead to the routes of the app', () => {
  assert.equal(chatPath('c1'), '/chat/c1');
  assert.equal(meetingPath('m1'), '/reunion/m1');
  assert.equal(paymentPath('p1'), '/tokens/pago/p1');
  assert.equal(cardResultPath('ok'), '/tokens?tarjeta=ok');
  assert.equal(resetPasswordPath('abc-_1'), '/restablecer-contrasena?token=abc-_1');
});

test('the account-validated email greets, says where to sign in and signs', () => {
  assert.deepEqual(accountValidatedEmail('Ana', URL), {
    subject: 'Tu cuenta en Conectando Generaciones fue validada',
    text: `Hola Ana:\n\nRevisamos tu documentación y tu cuenta ya está validada. Puedes ingresar en ${URL}/login.\n\nEquipo de Conectando Generaciones`,
  });
});

test('the chat email names the sender and links the conversation', () => {
  assert.deepEqual(chatMessageEmail('Ana', 'Luis', URL, 'c1'), {
    subject: 'Tienes un mensaje nuevo de Luis',
    text: `Hola Ana:\n\nLuis te escribió en Conectando Generaciones. Puedes leerlo y responder en ${URL}/chat/c1.\n\nEquipo de Conectando Generaciones`,
  });
});

test('the award email names the offer and the institution', () => {
  const email = applicationAwardedEmail('Ana', { offerTitle: 'Enfermera', institutionName: 'Hogar Sol' }, URL);
  assert.equal(email.subject, '¡Felicitaciones! Te adjudicaron «Enfermera»');
  assert.match(email.text, /^Hola Ana:\n\n/);
  assert.match(
    email.text,
    /\n\nHogar Sol te contactará para coordinar el trabajo\. Puedes ver tus postulaciones en https:\/\/conectando\.example\/profesional\/salud\/mis-postulaciones\.\n\nEquipo de Conectando Generaciones$/,
  );
});

test('meeting emails carry the notice and the call link', () => {
  const declined = NOTIFICATION_MSG.meetingChanged('declined', 'Luis', [], '');
  assert.deepEqual(meetingChangeEmail('Ana', declined, URL, 'm1'), {
    subject: 'Luis no puede reunirse',
    text: `Hola Ana:\n\nRechazó la invitación. Puedes proponer otros horarios.\n\nVer la reunión: ${URL}/reunion/m1\n\nEquipo de Conectando Generaciones`,
  });
  const reminder = { title: 'Recordatorio: reunión con Luis', body: 'Es pronto.' };
  assert.equal(
    meetingReminderEmail('Ana', reminder, URL, 'm1').text,
    `Hola Ana:\n\nEs pronto.\n\n${URL}/reunion/m1\n\nEquipo de Conectando Generaciones`,
  );
  const confirmed = meetingConfirmedEmail(
    'Ana',
    { id: 'm1', otherName: 'Luis', startsAt: new Date('2026-03-03T13:00:00Z'), durationMinutes: 30 },
    URL,
  );
  assert.equal(confirmed.subject, 'Reunión confirmada con Luis');
  assert.match(
    confirmed.text,
    /^Hola Ana:\n\nTu reunión con Luis quedó confirmada para el .+ \(hora de Chile\), 30 minutos\.\n\n/,
  );
  assert.match(
    confirmed.text,
    /Ese día, entra a la videollamada en https:\/\/conectando\.example\/reunion\/m1\nAdjuntamos la invitación para que la agregues a tu calendario\.\n\nEquipo de Conectando Generaciones$/,
  );
});

test('the password-reset email links the reset page once, without a doubled slash', () => {
  const email = passwordResetEmail(`${URL}/`, 'tok');
  assert.equal(email.subject, 'Restablece tu contraseña de Conectando Generaciones');
  assert.ok(email.text.includes(`\n${URL}/restablecer-contrasena?token=tok\n`));
  assert.ok(email.html?.includes(`href="${URL}/restablecer-contrasena?token=tok"`));
});

test('the plan-charge email says whether the plan ended', () => {
  assert.equal(planChargeFailedEmail('Ana', 'Básico', null).subject, 'Tu plan Básico terminó');
  assert.equal(planChargeFailedEmail('Ana', 'Básico', 3).subject, 'Pago pendiente de tu plan Básico');
});
