import { randomUUID } from 'node:crypto';
import { TRUSTED_MSG } from '@conectando/contracts';
import { openChat, PASSWORD, personaPayload, signedUp, uniqueEmail } from '../support/factories';
import { readMail, type ReceivedMail } from '../support/smtp';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';

const tokenIn = (text: string, param: 'token' | 'salir') =>
  new RegExp(`[?&]${param}=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

describe("'Persona de confianza'", () => {
  const sockets: TestSocket[] = [];
  const { t, smtp } = appWithMailbox({}, { listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const mailTo = async (email: string, count = 1): Promise<ReceivedMail[]> => {
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(count));
    return smtp.mails.filter((m) => m.to.includes(email));
  };

  /** Rosa names Carmen, who accepts from her email; the tokens of that email. */
  const rosaWithCarmen = async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa', email: uniqueEmail('rosa') }));
    const carmen = uniqueEmail('carmen');
    expect(
      (await rosa.agent.put('/api/me/trusted-contact').send({ name: 'Carmen', email: carmen }).expect(200)).body,
    ).toEqual({
      status: 'invited',
    });
    const [invitation] = await mailTo(carmen);
    const { subject, text } = await readMail(invitation);
    expect(subject).toBe('Rosa te eligió como su persona de confianza');
    const token = tokenIn(text, 'token');
    const leave = tokenIn(text, 'salir');
    expect(token).not.toBe('');
    expect(leave).not.toBe('');
    return { rosa, carmen, token, leave };
  };

  const warnedMessage = async (
    from: Awaited<ReturnType<typeof signedUp>>,
    chatId: string,
    content = 'Préstame $50.000 porfa',
  ) => {
    const res = await from.agent
      .post('/api/messages')
      .send({ chatId, clientMessageId: randomUUID(), content })
      .expect(201);
    return res.body as { id: string; warning?: string };
  };

  it('should invite, accept once within 7 days, and refuse bad input in Spanish', async () => {
    const { rosa, token } = await rosaWithCarmen();
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body).toMatchObject({
      contact: { name: 'Carmen', status: 'invited', acceptedAt: null },
      alerts: [],
    });
    expect((await t.http().post('/api/trusted-contact/invitation').send({ token }).expect(200)).body).toEqual({
      status: 'invited',
      personName: 'Rosa',
    });
    expect((await t.http().post('/api/trusted-contact/accept').send({ token }).expect(200)).body).toEqual({
      status: 'active',
      personName: 'Rosa',
    });
    // Single use.
    const again = await t.http().post('/api/trusted-contact/accept').send({ token }).expect(400);
    expect(again.body.message).toBe(TRUSTED_MSG.linkInvalid);
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body.contact.status).toBe('active');

    for (const [body, message] of [
      [{ name: 'Carmen', email: 'no-es-email' }, TRUSTED_MSG.emailInvalid],
      [{ name: '   ', email: uniqueEmail() }, TRUSTED_MSG.nameInvalid],
      [{ name: 'x'.repeat(101), email: uniqueEmail() }, TRUSTED_MSG.nameInvalid],
      [{ name: 'Yo', email: rosa.email.toUpperCase() }, TRUSTED_MSG.notSelf],
    ] as const) {
      expect((await rosa.agent.put('/api/me/trusted-contact').send(body).expect(400)).body.message).toBe(message);
    }
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body.contact.status).toBe('active');
    await t.http().put('/api/me/trusted-contact').send({ name: 'X', email: uniqueEmail() }).expect(401);
    expect((await t.http().post('/api/trusted-contact/accept').send({ token: 'corto' }).expect(400)).body.message).toBe(
      TRUSTED_MSG.linkInvalid,
    );

    // A new invitation replaces the contact; its link expires after 7 days.
    const other = uniqueEmail('hijo');
    await rosa.agent.put('/api/me/trusted-contact').send({ name: 'Pedro', email: other }).expect(200);
    const [mail] = await mailTo(other);
    const late = tokenIn((await readMail(mail)).text, 'token');
    await t.db.query(`UPDATE trusted_contacts SET invite_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      rosa.user.id,
    ]);
    await t.http().post('/api/trusted-contact/accept').send({ token: late }).expect(400);
  });

  it('should email the active contact once a day about a warned message, without its text or the sender', async () => {
    const { rosa, carmen, token } = await rosaWithCarmen();
    const beto = await signedUp(t, personaPayload({ name: 'Beto Estafador' }));
    const chat = await openChat(beto, rosa);
    // Not yet accepted: nothing is sent.
    await warnedMessage(beto, chat.id);
    await new Promise((r) => setTimeout(r, 400));
    await mailTo(carmen, 1);
    await t.http().post('/api/trusted-contact/accept').send({ token }).expect(200);

    const rosaSocket = await connectSocket(t.url, rosa.cookie);
    sockets.push(rosaSocket);
    const alerted = nextEvent(rosaSocket, 'trusted-contact:alerted');
    await beto.agent
      .post('/api/messages')
      .send({ chatId: chat.id, clientMessageId: randomUUID(), content: 'Hola Rosa' })
      .expect(201);
    const warned = await warnedMessage(beto, chat.id, 'Deposítame en mi cuenta rut, te devuelvo el lunes');
    expect(warned.warning).toBe('money');
    expect(await alerted).toEqual({ messageId: warned.id });
    const mails = await mailTo(carmen, 2);
    const alert = await readMail(mails[1]);
    expect(alert.subject).toBe('Aviso para la persona de confianza de Rosa');
    expect(alert.text).toContain(
      'Una persona que Rosa conoció hoy en Conectando Generaciones le pidió dinero o seguir la conversación fuera de la app',
    );
    expect(alert.text).toContain('Cómo ayudar');
    expect(alert.text).toContain('?salir=');
    expect(alert.text).not.toMatch(/Beto|Estafador|Deposítame|cuenta rut|lunes/);
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body.alerts).toEqual([
      { kind: 'money', messageId: warned.id, sentAt: expect.any(String) },
    ]);
    // Beto (the sender) has no contact and learns nothing; a second warning the same day sends nothing.
    await warnedMessage(beto, chat.id);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.filter((m) => m.to.includes(carmen))).toHaveLength(2);

    // A day later the next warning alerts again, saying how long ago they met.
    await t.db.query(`UPDATE trusted_contacts SET last_alert_at = now() - interval '25 hours' WHERE user_id = $1`, [
      rosa.user.id,
    ]);
    await t.db.query(`UPDATE chats SET created_at = now() - interval '3 days' WHERE id = $1`, [chat.id]);
    await warnedMessage(beto, chat.id);
    const third = await readMail((await mailTo(carmen, 3))[2]);
    expect(third.text).toContain('Una persona que Rosa conoció hace 3 días');
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body.alerts).toHaveLength(2);
  });

  it('should end at once from either side, record both consents, export them and erase them with the account', async () => {
    const { rosa, carmen, token, leave } = await rosaWithCarmen();
    await t.http().post('/api/trusted-contact/accept').send({ token }).expect(200);
    // The contact leaves from the link in the email.
    await t.http().post('/api/trusted-contact/leave').send({ token: leave }).expect(204);
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body.contact).toBeNull();
    await t.http().post('/api/trusted-contact/leave').send({ token: leave }).expect(400);

    // The person names her again and withdraws.
    await rosa.agent.put('/api/me/trusted-contact').send({ name: 'Carmen', email: carmen }).expect(200);
    const again = tokenIn((await readMail((await mailTo(carmen, 2))[1])).text, 'token');
    await rosa.agent.delete('/api/me/trusted-contact').expect(204);
    await t.http().post('/api/trusted-contact/accept').send({ token: again }).expect(400);
    expect((await rosa.agent.get('/api/me/trusted-contact').expect(200)).body).toEqual({ contact: null, alerts: [] });

    await rosa.agent.post('/api/help').send({ text: 'Necesito ayuda con mi cuenta' }).expect(201);
    const exported = JSON.parse((await rosa.agent.get('/api/me/export').expect(200)).text) as {
      parts: { trustedContact: { consents: { action: string }[] }; help: { text: string }[] };
    };
    expect(exported.parts.trustedContact.consents.map((c) => c.action)).toEqual([
      'invited',
      'accepted',
      'left',
      'invited',
      'withdrawn',
    ]);
    expect(exported.parts.help).toEqual([
      expect.objectContaining({ text: 'Necesito ayuda con mi cuenta', replies: [] }),
    ]);

    await rosa.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
    for (const table of ['trusted_contacts', 'trusted_contact_consents', 'trusted_contact_alerts', 'help_requests'])
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [rosa.user.id])).toEqual([]);
  });
});
