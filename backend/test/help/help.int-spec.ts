import { randomUUID } from 'node:crypto';
import { HELP_MSG } from '@conectando/contracts';
import { openChat, personaPayload, signedInAdmin, signedUp, uniqueEmail } from '../support/factories';
import { readMail } from '../support/smtp';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';

describe("'Pedir ayuda'", () => {
  const sockets: TestSocket[] = [];
  // One proxy hop is trusted, so each request may say which address it comes from.
  const { t, smtp } = appWithMailbox({ TRUST_PROXY: '1' }, { listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  it('should take a question about the person own things only, and bound its text', async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const carla = await signedUp(t, personaPayload({ name: 'Carla' }));
    const chat = await openChat(beto, rosa);
    const sent = await beto.agent
      .post('/api/messages')
      .send({ chatId: chat.id, clientMessageId: randomUUID(), content: 'Préstame $50.000' })
      .expect(201);
    const otherChat = await openChat(beto, carla);

    for (const context of [
      { type: 'message', id: sent.body.id },
      { type: 'chat', id: chat.id },
      { type: 'account', id: rosa.user.id },
    ]) {
      await rosa.agent.post('/api/help').send({ text: 'Me pidió plata', context }).expect(201);
    }
    for (const context of [
      { type: 'chat', id: otherChat.id },
      { type: 'account', id: beto.user.id },
      { type: 'payment', id: randomUUID() },
      { type: 'meeting', id: randomUUID() },
      { type: 'offer', id: randomUUID() },
    ]) {
      const res = await rosa.agent.post('/api/help').send({ text: 'Hola', context }).expect(404);
      expect(res.body.message).toBe(HELP_MSG.contextInvalid);
    }
    for (const [body, message] of [
      [{ text: '' }, HELP_MSG.textRequired],
      [{ text: 'x'.repeat(2001) }, HELP_MSG.textTooLong],
      [{}, HELP_MSG.textRequired],
      [{ text: 'Hola', context: { type: 'banco', id: chat.id } }, HELP_MSG.contextInvalid],
      [{ text: 'Hola', context: { type: 'chat', id: chat.id, extra: 1 } }, HELP_MSG.contextInvalid],
    ] as const) {
      expect((await rosa.agent.post('/api/help').send(body).expect(400)).body.message).toBe(message);
    }
    await t.http().post('/api/help').send({ text: 'Hola' }).expect(401);
    await rosa.agent
      .post('/api/help')
      .send({ text: 'x'.repeat(2000) })
      .expect(201);

    const mine = (await rosa.agent.get('/api/help').expect(200)).body;
    expect(mine).toHaveLength(4);
    expect(mine[3]).toMatchObject({
      text: 'Me pidió plata',
      context: { type: 'message', id: sent.body.id },
      status: 'open',
      replies: [],
    });
    expect((await beto.agent.get('/api/help').expect(200)).body).toEqual([]);
  });

  it('should show the queue to admins only, live, with the open count; and bring the reply live and to the feed', async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa' }));
    const admin = await signedInAdmin(t);
    const [rosaSocket, adminSocket] = [
      await connectSocket(t.url, rosa.cookie),
      await connectSocket(t.url, admin.cookie),
    ];
    sockets.push(rosaSocket, adminSocket);

    const queueMoved = nextEvent(adminSocket, 'admin:queue-changed');
    const counted = nextEvent(adminSocket, 'admin:pending-counts');
    const { id } = (await rosa.agent.post('/api/help').send({ text: '¿Es seguro prestar plata?' }).expect(201)).body;
    expect(await queueMoved).toEqual({ queue: 'help' });
    expect((await counted).help).toBe(1);
    expect((await admin.agent.get('/api/admin/pending-counts').expect(200)).body.help).toBe(1);

    await rosa.agent.get('/api/admin/help').expect(403);
    await rosa.agent.post(`/api/admin/help/${id}/replies`).send({ text: 'Hola' }).expect(403);
    await rosa.agent.patch(`/api/admin/help/${id}`).send({ status: 'closed' }).expect(403);
    const queue = (await admin.agent.get('/api/admin/help').expect(200)).body;
    expect(queue).toEqual([
      expect.objectContaining({
        id,
        text: '¿Es seguro prestar plata?',
        user: { id: rosa.user.id, name: 'Rosa' },
        email: rosa.email,
      }),
    ]);

    const replyLive = nextEvent(rosaSocket, 'help:reply');
    const notified = nextEvent(rosaSocket, 'notification:created');
    await admin.agent
      .post(`/api/admin/help/${id}/replies`)
      .send({ text: 'No le envíes dinero. Te ayudamos.' })
      .expect(201);
    expect(await replyLive).toMatchObject({ requestId: id, reply: { text: 'No le envíes dinero. Te ayudamos.' } });
    expect(await notified).toMatchObject({ type: 'help.reply', title: HELP_MSG.replyTitle, link: '/ayuda' });
    const mine = (await rosa.agent.get('/api/help').expect(200)).body;
    expect(mine[0].replies).toEqual([expect.objectContaining({ text: 'No le envíes dinero. Te ayudamos.' })]);
    // A signed-in person hears it in the app, not by email.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(0);

    await admin.agent.patch(`/api/admin/help/${id}`).send({ status: 'closed' }).expect(200);
    expect((await admin.agent.get('/api/admin/help?status=open').expect(200)).body).toEqual([]);
    expect((await admin.agent.get('/api/admin/help?status=closed').expect(200)).body).toHaveLength(1);
    await eventually(async () =>
      expect((await admin.agent.get('/api/admin/pending-counts').expect(200)).body.help).toBe(0),
    );
    expect((await admin.agent.patch(`/api/admin/help/${id}`).send({ status: 'hecho' }).expect(400)).body.message).toBe(
      HELP_MSG.statusInvalid,
    );
    expect(
      (await admin.agent.post(`/api/admin/help/${randomUUID()}/replies`).send({ text: 'Hola' }).expect(404)).body
        .message,
    ).toBe(HELP_MSG.notFound);
  });

  it('should answer the public form alike for known and unknown emails, limit it, and email the reply', async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa', email: uniqueEmail('rosa') }));
    const admin = await signedInAdmin(t);
    const known = await t
      .http()
      .post('/api/help/public')
      .send({ email: rosa.email.toUpperCase(), text: 'No puedo entrar' })
      .expect(202);
    const unknown = await t
      .http()
      .post('/api/help/public')
      .send({ email: uniqueEmail('nadie'), text: 'No puedo entrar' })
      .expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: HELP_MSG.sentPublic });
    expect(
      (await t.http().post('/api/help/public').send({ email: 'no-es-email', text: 'Hola' }).expect(400)).body.message,
    ).toBe(HELP_MSG.emailInvalid);

    const from = (address: string, email: string) =>
      t.http().post('/api/help/public').set('X-Forwarded-For', address).send({ email, text: 'Otra vez' });
    // The same email at most 3 times an hour, whatever address it comes from...
    await from('10.0.0.1', rosa.email).expect(202);
    await from('10.0.0.2', rosa.email).expect(202);
    expect((await from('10.0.0.3', rosa.email).expect(429)).body.message).toBe(HELP_MSG.limit);
    // ...and one address at most 3 times, whatever the emails (127.0.0.1 sent the first two).
    await from('127.0.0.1', uniqueEmail('otra')).expect(202);
    expect((await from('127.0.0.1', uniqueEmail('otra')).expect(429)).body.message).toBe(HELP_MSG.limit);
    const queue = (await admin.agent.get('/api/admin/help').expect(200)).body as {
      id: string;
      email: string;
      user: unknown;
    }[];
    expect(queue).toHaveLength(5);
    const rosaAsks = queue.find((q) => q.email === rosa.email)!;
    expect(rosaAsks.user).toEqual({ id: rosa.user.id, name: 'Rosa' });
    // A public-form conversation is not shown in the app: whoever has the email could have written it.
    expect((await rosa.agent.get('/api/help').expect(200)).body).toEqual([]);

    await admin.agent
      .post(`/api/admin/help/${rosaAsks.id}/replies`)
      .send({ text: 'Tu cuenta está suspendida por un reporte.' })
      .expect(201);
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0].to).toEqual([rosa.email]);
    const mail = await readMail(smtp.mails[0]);
    expect(mail.subject).toBe('Respuesta a tu mensaje en Conectando Generaciones');
    expect(mail.text).toContain('Tu cuenta está suspendida por un reporte.');
  });

  it('should take at most 10 conversations an hour from one person', async () => {
    const rosa = await signedUp(t, personaPayload({ name: 'Rosa' }));
    for (let i = 0; i < 10; i++)
      await rosa.agent
        .post('/api/help')
        .send({ text: `Pregunta ${i}` })
        .expect(201);
    const over = await rosa.agent.post('/api/help').send({ text: 'Una más' }).expect(429);
    expect(over.body.message).toBe(HELP_MSG.personLimit);
    expect((await rosa.agent.get('/api/help').expect(200)).body).toHaveLength(10);
  });

  it('should say honestly when the team answers, without a session', async () => {
    const res = await t.http().get('/api/help/reply-time').expect(200);
    expect(res.body.message).toMatch(
      /^Te responderemos (hoy, antes de las 18:00|el \S+ \d+ de \S+, entre las 9:00 y las 18:00)\. Respondemos de lunes a viernes/,
    );
  });
});
