import { randomUUID } from 'node:crypto';
import { ChatMessageResponse, SAFETY_MSG } from '@conectando/contracts';
import { openChat, PASSWORD, personaPayload, signedInAdmin, signedUp } from '../support/factories';
import { connectSocket, eventually, nextEvent } from '../support/sockets';
import { liveChatSuite } from '../support/live-chat';
import type { TestApp } from '../support/test-app';

describe('reports and the moderation queue', () => {
  const suite = liveChatSuite();
  const { sockets } = suite;
  let t: TestApp;
  beforeAll(() => (t = suite.t));

  async function aScamInAChat() {
    const elena = await signedUp(t, personaPayload({ name: 'Elena' }));
    const scammer = await signedUp(t, personaPayload({ name: 'Tomás' }));
    const chat = await openChat(scammer, elena);
    const sent: ChatMessageResponse[] = [];
    for (const content of ['Hola Elena', 'Hazme una transferencia de $200.000'])
      sent.push(
        (
          await scammer.agent
            .post('/api/messages')
            .send({ chatId: chat.id, clientMessageId: randomUUID(), content })
            .expect(201)
        ).body as ChatMessageResponse,
      );
    return { elena, scammer, chatId: chat.id, sent };
  }

  it('should copy the evidence into the report, so it survives the sender’s account being erased', async () => {
    const { elena, scammer, sent } = await aScamInAChat();
    const admin = await signedInAdmin(t);
    const { body } = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: scammer.user.id, reason: 'scam', details: 'Me pidió plata', messageIds: [sent[1].id] })
      .expect(201);
    expect(body).toEqual({ id: expect.any(String) });

    await t.db.query(`DELETE FROM users WHERE id = $1`, [scammer.user.id]);
    const [report] = (await admin.agent.get('/api/admin/reports?status=open').expect(200)).body;
    expect(report).toMatchObject({
      id: body.id,
      reason: 'scam',
      details: 'Me pidió plata',
      reporter: { id: elena.user.id, name: 'Elena' },
      evidence: [
        {
          messageId: sent[1].id,
          senderName: 'Tomás',
          content: 'Hazme una transferencia de $200.000',
          senderId: scammer.user.id,
        },
      ],
    });
  });

  it('should refuse self-reports, messages from others’ chats and bad input, in Spanish, storing nothing', async () => {
    const { elena, scammer, sent } = await aScamInAChat();
    const outsider = await signedUp(t);
    const post = (who: typeof elena, body: object) => who.agent.post('/api/reports').send(body);
    expect((await post(elena, { targetUserId: elena.user.id, reason: 'other' }).expect(400)).body.message).toBe(
      SAFETY_MSG.reportSelf,
    );
    expect(
      (await post(outsider, { targetUserId: scammer.user.id, reason: 'scam', messageIds: [sent[0].id] }).expect(400))
        .body.message,
    ).toBe(SAFETY_MSG.messagesInvalid);
    expect((await post(elena, { targetUserId: scammer.user.id, reason: 'robo' }).expect(400)).body.message).toBe(
      SAFETY_MSG.reasonInvalid,
    );
    expect(
      (await post(elena, { targetUserId: scammer.user.id, reason: 'other', details: 'x'.repeat(1001) }).expect(400))
        .body.message,
    ).toBe(SAFETY_MSG.detailsTooLong);
    const many = Array.from({ length: 21 }, () => randomUUID());
    expect(
      (await post(elena, { targetUserId: scammer.user.id, reason: 'other', messageIds: many }).expect(400)).body
        .message,
    ).toBe(SAFETY_MSG.tooManyMessages);
    expect(await t.db.query(`SELECT 1 FROM reports`)).toEqual([]);
  });

  it('should add a second report of the same person to the first, and allow 10 reports a day', async () => {
    const { elena, scammer, sent } = await aScamInAChat();
    const first = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: scammer.user.id, reason: 'scam', messageIds: [sent[1].id] })
      .expect(201);
    const second = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: scammer.user.id, reason: 'harassment', details: 'Insiste', messageIds: [sent[0].id] })
      .expect(201);
    expect(second.body.id).toBe(first.body.id);
    const [row] = await t.db.query(`SELECT evidence, details FROM reports`);
    expect(row.evidence).toHaveLength(2);
    expect(row.details).toBe('Insiste');

    for (let i = 0; i < 9; i++) {
      const other = await signedUp(t);
      await elena.agent.post('/api/reports').send({ targetUserId: other.user.id, reason: 'other' }).expect(201);
    }
    const eleventh = await signedUp(t);
    const refused = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: eleventh.user.id, reason: 'other' })
      .expect(429);
    expect(refused.body.message).toBe(SAFETY_MSG.reportLimit);
  });

  it('should keep the queue for admins only and show it live; warn tells the target', async () => {
    const { elena, scammer } = await aScamInAChat();
    await elena.agent.get('/api/admin/reports').expect(403);
    const admin = await signedInAdmin(t);
    const adminSocket = await connectSocket(t.url, admin.cookie);
    const targetSocket = await connectSocket(t.url, scammer.cookie);
    sockets.push(adminSocket, targetSocket);
    const queueMoved = nextEvent(adminSocket, 'admin:queue-changed');
    const counts = nextEvent(adminSocket, 'admin:pending-counts');
    const { body } = await elena.agent
      .post('/api/reports')
      .send({ targetUserId: scammer.user.id, reason: 'harassment' })
      .expect(201);
    expect(await queueMoved).toEqual({ queue: 'reports' });
    expect(await counts).toMatchObject({ reports: 1 });
    expect((await admin.agent.get('/api/admin/pending-counts').expect(200)).body.reports).toBe(1);

    const warned = nextEvent(targetSocket, 'notification:created');
    const reviewed = await admin.agent
      .patch(`/api/admin/reports/${body.id}`)
      .send({ action: 'warn', note: 'Primera vez' })
      .expect(200);
    expect(reviewed.body).toMatchObject({ status: 'closed', action: 'warn', reviewedBy: admin.user.id });
    expect(await warned).toMatchObject({ type: 'moderation.warning', title: SAFETY_MSG.warnTitle });
    expect(await t.db.query(`SELECT admin_id, action, note FROM moderation_actions`)).toEqual([
      { admin_id: admin.user.id, action: 'warn', note: 'Primera vez' },
    ]);
    await admin.agent.patch(`/api/admin/reports/${body.id}`).send({ action: 'warn' }).expect(409);
    expect((await admin.agent.get('/api/admin/reports?status=closed').expect(200)).body).toHaveLength(1);
    expect((await admin.agent.get('/api/admin/reports').expect(200)).body).toEqual([]);
  });

  it('should end a suspended person’s sockets and sessions at once, refuse sign-in, and let an admin lift it', async () => {
    const { elena, scammer, chatId } = await aScamInAChat();
    const admin = await signedInAdmin(t);
    const scammerSocket = await connectSocket(t.url, scammer.cookie);
    sockets.push(scammerSocket);
    const { body } = await elena.agent.post('/api/reports').send({ targetUserId: scammer.user.id, reason: 'scam' });
    const closed = new Promise<string>((resolve) => scammerSocket.once('disconnect', resolve));

    await admin.agent.patch(`/api/admin/reports/${body.id}`).send({ action: 'suspend', note: 'Estafa' }).expect(200);
    expect(await closed).toBe('io server disconnect');
    await scammer.agent.get('/api/auth/me').expect(401);
    await scammer.agent
      .post('/api/messages')
      .send({ chatId, clientMessageId: randomUUID(), content: 'Sigo aquí' })
      .expect(401);
    const login = await t.http().post('/api/auth/login').send({ email: scammer.email, password: PASSWORD }).expect(403);
    expect(login.body.message).toBe(SAFETY_MSG.suspended('contacto@conectandogeneraciones.cl'));

    await elena.agent.post(`/api/admin/users/${scammer.user.id}/reinstate`).expect(403);
    await admin.agent.post(`/api/admin/users/${scammer.user.id}/reinstate`).expect(204);
    await t.http().post('/api/auth/login').send({ email: scammer.email, password: PASSWORD }).expect(200);
    await eventually(async () =>
      expect(await t.db.query(`SELECT action FROM moderation_actions ORDER BY created_at`)).toEqual([
        { action: 'suspend' },
        { action: 'lift' },
      ]),
    );
  });
});
