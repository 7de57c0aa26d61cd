import { randomUUID } from 'node:crypto';
import { SAFETY_MSG } from '@conectando/contracts';
import { personaPayload, signedUp } from '../support/factories';
import { nextEvent, sendMessage } from '../support/sockets';
import { liveChatSuite } from '../support/live-chat';
import type { TestApp } from '../support/test-app';

describe('blocking and money warnings in chat', () => {
  const suite = liveChatSuite();
  const { twoPeopleInAChat } = suite;
  let t: TestApp;
  beforeAll(() => (t = suite.t));

  it('should stop messages both ways, over HTTP and socket, once either blocks; and lift it on unblock', async () => {
    const { a, b, chatId, sa, sb } = await twoPeopleInAChat();
    await b.agent.post(`/api/users/${a.user.id}/block`).expect(204);
    await b.agent.post(`/api/users/${a.user.id}/block`).expect(204);
    let pushed = 0;
    sa.on('chat:message', () => pushed++);
    sb.on('chat:message', () => pushed++);

    for (const [from, socket] of [
      [a, sa],
      [b, sb],
    ] as const) {
      expect(await sendMessage(socket, { chatId, clientMessageId: randomUUID(), content: 'Hola' })).toEqual({
        ok: false,
        message: SAFETY_MSG.cannotMessage,
      });
      const res = await from.agent
        .post('/api/messages')
        .send({ chatId, clientMessageId: randomUUID(), content: 'Hola' })
        .expect(403);
      expect(res.body.message).toBe(SAFETY_MSG.cannotMessage);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(pushed).toBe(0);
    expect(await t.db.query(`SELECT 1 FROM messages`)).toEqual([]);

    expect((await b.agent.get('/api/users/blocked').expect(200)).body).toEqual([{ id: a.user.id, name: 'Ana' }]);
    // The blocked person is not told who blocked them.
    expect((await a.agent.get('/api/users/blocked').expect(200)).body).toEqual([]);
    // A blocked person cannot lift the block the other made.
    await a.agent.delete(`/api/users/${b.user.id}/block`).expect(204);
    await a.agent.post('/api/messages').send({ chatId, clientMessageId: randomUUID(), content: 'Hola' }).expect(403);

    await b.agent.delete(`/api/users/${a.user.id}/block`).expect(204);
    const ack = await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'De nuevo' });
    expect(ack).toMatchObject({ ok: true, data: { seq: 1, content: 'De nuevo' } });
  });

  it('should refuse a new chat between a blocked pair, whoever asks', async () => {
    const a = await signedUp(t, personaPayload({ name: 'Ana' }));
    const b = await signedUp(t, personaPayload({ name: 'Beto' }));
    await a.agent.post(`/api/users/${b.user.id}/block`).expect(204);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await from.agent
        .post('/api/chats')
        .send({ participantIds: [from.user.id, to.user.id] })
        .expect(403);
      expect(res.body.message).toBe(SAFETY_MSG.cannotMessage);
    }
    expect(await t.db.query(`SELECT 1 FROM chats`)).toEqual([]);
  });

  it('should refuse blocking oneself or nobody, in Spanish', async () => {
    const a = await signedUp(t);
    expect((await a.agent.post(`/api/users/${a.user.id}/block`).expect(400)).body.message).toBe(SAFETY_MSG.blockSelf);
    expect((await a.agent.post(`/api/users/${randomUUID()}/block`).expect(404)).body.message).toBe(
      SAFETY_MSG.userNotFound,
    );
  });

  it('should flag a money request in a new chat over socket, HTTP and catch-up, and nothing else', async () => {
    const { a, b, chatId, sa, sb } = await twoPeopleInAChat();
    const received = nextEvent(sb, 'chat:message');
    const ack = await sendMessage(sa, {
      chatId,
      clientMessageId: randomUUID(),
      content: '¿Me podrías hacer una TRANSFERENCIA de $50.000?',
    });
    expect(ack).toMatchObject({ ok: true, data: { warning: 'money' } });
    expect(await received).toMatchObject({ seq: 1, warning: 'money' });
    const viaHttp = await a.agent
      .post('/api/messages')
      .send({ chatId, clientMessageId: randomUUID(), content: 'Préstame 50 lucas' })
      .expect(201);
    expect(viaHttp.body.warning).toBe('money');
    const plain = await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: '¿Cómo estuvo tu día?' });
    expect((plain as { data: object }).data).not.toHaveProperty('warning');

    const page = (await b.agent.get(`/api/chats/${chatId}/messages?after=0`).expect(200)).body;
    expect(page.messages.map((m: { warning?: string }) => m.warning ?? null)).toEqual(['money', 'money', null]);
  });

  it('should not flag money talk in a chat older than 30 days', async () => {
    const { b, chatId, sa } = await twoPeopleInAChat();
    await t.db.query(`UPDATE chats SET created_at = now() - interval '31 days' WHERE id = $1`, [chatId]);
    const ack = await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Envíame plata, hija' });
    expect((ack as { data: object }).data).not.toHaveProperty('warning');
    const page = (await b.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body;
    expect(page.messages[0]).not.toHaveProperty('warning');
  });
});
