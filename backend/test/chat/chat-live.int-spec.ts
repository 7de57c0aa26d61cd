import { randomUUID } from 'node:crypto';
import { CHAT_MSG } from '@conectando/contracts';
import { personaPayload, signedUp, openChat } from '../support/factories';
import { connectSocket, dropDuringHandshake, eventually, nextEvent, sendMessage } from '../support/sockets';
import { liveChatSuite } from '../support/live-chat';
import type { TestApp } from '../support/test-app';

describe('live chat', () => {
  const suite = liveChatSuite();
  const { sockets, twoPeopleInAChat } = suite;
  let t: TestApp;
  beforeAll(() => (t = suite.t));

  it('should deliver A’s message to B live, move B’s unread count, and show A that B read it', async () => {
    const { a, b, chatId, sa, sb } = await twoPeopleInAChat();
    const received = nextEvent(sb, 'chat:message');
    const ack = await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Hola Beto, ¿cómo estás?' });
    expect(ack).toMatchObject({
      ok: true,
      data: { chatId, seq: 1, senderId: a.user.id, content: 'Hola Beto, ¿cómo estás?' },
    });
    expect(await received).toMatchObject({ chatId, seq: 1, content: 'Hola Beto, ¿cómo estás?' });

    const [bChat] = (await b.agent.get(`/api/chats/user/${b.user.id}`).expect(200)).body;
    expect(bChat).toMatchObject({
      id: chatId,
      unreadCount: 1,
      lastMessage: 'Hola Beto, ¿cómo estás?',
      otherParticipant: { id: a.user.id, name: 'Ana' },
    });

    const readSeen = nextEvent(sa, 'chat:read');
    sb.emit('chat:read', { chatId, seq: 1 });
    expect(await readSeen).toEqual({ chatId, userId: b.user.id, seq: 1 });
    expect((await b.agent.get(`/api/chats/user/${b.user.id}`)).body[0].unreadCount).toBe(0);
    expect((await a.agent.get(`/api/chats/user/${a.user.id}`)).body[0].otherLastReadSeq).toBe(1);
  });

  it('should never count one’s own messages as unread, and take a reply as having read what came before', async () => {
    const { a, b, chatId, sa, sb } = await twoPeopleInAChat();
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Uno' });
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Dos' });
    const list = async (who: typeof a) => (await who.agent.get(`/api/chats/user/${who.user.id}`).expect(200)).body[0];
    expect(await list(a)).toMatchObject({ unreadCount: 0, otherLastReadSeq: 0 });
    expect(await list(b)).toMatchObject({ unreadCount: 2 });

    await sendMessage(sb, { chatId, clientMessageId: randomUUID(), content: 'Tres, de vuelta' });
    expect(await list(b)).toMatchObject({ unreadCount: 0 });
    expect(await list(a)).toMatchObject({ unreadCount: 1, otherLastReadSeq: 3 });
    expect((await a.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body.otherLastReadSeq).toBe(3);
  });

  it('should give the sending phone its message in the ack only, and the sender’s other devices live', async () => {
    const { a, chatId, sa } = await twoPeopleInAChat();
    const otherDevice = await connectSocket(t.url, a.cookie);
    sockets.push(otherDevice);
    let echoed = false;
    sa.on('chat:message', () => (echoed = true));
    const onOtherDevice = nextEvent(otherDevice, 'chat:message');
    const ack = await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Desde el teléfono' });
    expect(await onOtherDevice).toEqual((ack as { data: unknown }).data);
    await new Promise((r) => setTimeout(r, 200));
    expect(echoed).toBe(false);
  });

  it('should store a retried send once and acknowledge it the same way', async () => {
    const { chatId, sa } = await twoPeopleInAChat();
    const message = { chatId, clientMessageId: randomUUID(), content: 'Una sola vez' };
    const [first, second, third] = await Promise.all([
      sendMessage(sa, message),
      sendMessage(sa, message),
      sendMessage(sa, message),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await t.db.query(`SELECT seq FROM messages WHERE chat_id = $1`, [chatId])).toEqual([{ seq: 1 }]);
  });

  it('should refuse blank messages and chats the sender is not part of, in Spanish', async () => {
    const { chatId, sa } = await twoPeopleInAChat();
    expect(await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: '   \n ' })).toEqual({
      ok: false,
      message: CHAT_MSG.emptyMessage,
    });
    const c = await signedUp(t);
    const outsider = await connectSocket(t.url, c.cookie);
    sockets.push(outsider);
    expect(await sendMessage(outsider, { chatId, clientMessageId: randomUUID(), content: 'Intruso' })).toEqual({
      ok: false,
      message: CHAT_MSG.chatNotFound,
    });
    expect(await t.db.query(`SELECT 1 FROM messages`)).toEqual([]);
  });

  it('should let B catch up on exactly the 20 messages sent while away, in order', async () => {
    const { b, chatId, sa, sb } = await twoPeopleInAChat();
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'antes' });
    const lastSeen = 1;
    sb.close();
    for (let i = 1; i <= 20; i++)
      await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: `mensaje ${i}` });
    const back = await connectSocket(t.url, b.cookie);
    sockets.push(back);
    const page = (await b.agent.get(`/api/chats/${chatId}/messages?after=${lastSeen}`).expect(200)).body;
    expect(page.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `mensaje ${i + 1}`),
    );
    expect(page.messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('should notify a recipient who is not connected, once', async () => {
    const { b, chatId, sa, sb } = await twoPeopleInAChat();
    sb.close();
    await eventually(async () => expect(await t.db.query(`SELECT 1 FROM processed_events`)).toEqual([]));
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: '¿Nos juntamos el martes?' });
    await eventually(async () => {
      const { items } = (await b.agent.get('/api/notifications').expect(200)).body;
      expect(items).toEqual([
        expect.objectContaining({
          type: 'chat.message',
          title: 'Nuevo mensaje de Ana',
          body: '¿Nos juntamos el martes?',
          link: `/chat/${chatId}`,
        }),
      ]);
    });
    expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('should notify only those not connected when messages to several people arrive at once', async () => {
    const { a, b, chatId, sa } = await twoPeopleInAChat();
    const c = await signedUp(t, personaPayload({ name: 'Carla' }));
    const withCarla = (await openChat(a, c)).id;
    // Sent together, these reach the worker in one batch: who is connected is looked up for all of them.
    await Promise.all(
      ['Hola Beto', 'Hola Carla', '¿Vienen el martes?', '¿Vienes el martes, Carla?'].map((content, i) =>
        sendMessage(sa, { chatId: i % 2 ? withCarla : chatId, clientMessageId: randomUUID(), content }),
      ),
    );
    await eventually(async () => {
      const { items } = (await c.agent.get('/api/notifications').expect(200)).body;
      expect(items).toEqual([expect.objectContaining({ title: '2 mensajes nuevos de Ana', count: 2 })]);
    });
    expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });

  it('should still notify a recipient whose connection dropped while the server was letting it in', async () => {
    const { b, chatId, sa, sb } = await twoPeopleInAChat();
    sb.close();
    for (let i = 0; i < 3; i++) await dropDuringHandshake(t.url, b.cookie);
    await new Promise((r) => setTimeout(r, 300)); // the admissions in flight finish
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: '¿Sigues ahí?' });
    await eventually(async () => {
      const { items } = (await b.agent.get('/api/notifications').expect(200)).body;
      expect(items).toEqual([expect.objectContaining({ type: 'chat.message', body: '¿Sigues ahí?' })]);
    });
  });

  it('should collapse a conversation’s unread messages into one notification with a count and the latest text', async () => {
    const { b, chatId, sa, sb } = await twoPeopleInAChat();
    sb.close();
    for (const content of ['Hola', '¿Estás?', '¿Nos vemos mañana?'])
      await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content });
    await eventually(async () => {
      const { items } = (await b.agent.get('/api/notifications').expect(200)).body;
      expect(items).toEqual([
        expect.objectContaining({
          type: 'chat.message',
          title: '3 mensajes nuevos de Ana',
          body: '¿Nos vemos mañana?',
          count: 3,
          link: `/chat/${chatId}`,
          readAt: null,
        }),
      ]);
    });
    expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('should read a conversation’s notifications when the chat is read, on every device of the person', async () => {
    const { b, chatId, sa, sb } = await twoPeopleInAChat();
    sb.close();
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Te escribo mientras no estás' });
    await eventually(async () =>
      expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 }),
    );

    const [phone, tablet] = await Promise.all([connectSocket(t.url, b.cookie), connectSocket(t.url, b.cookie)]);
    sockets.push(phone, tablet);
    const onTablet = nextEvent(tablet, 'notifications:read');
    phone.emit('chat:read', { chatId, seq: 1 });
    expect(await onTablet).toEqual({ ids: [expect.any(String)], all: false, unreadCount: 0 });
    expect((await b.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });

    // A message after the read starts a new entry.
    phone.close();
    tablet.close();
    await sendMessage(sa, { chatId, clientMessageId: randomUUID(), content: 'Otra cosa' });
    await eventually(async () => {
      const { items } = (await b.agent.get('/api/notifications').expect(200)).body;
      expect(items.map((n: { body: string; readAt: string | null }) => [n.body, n.readAt === null])).toEqual([
        ['Otra cosa', true],
        ['Te escribo mientras no estás', false],
      ]);
    });
  });

  it('should relay typing only to the other participant', async () => {
    const { a, chatId, sa, sb } = await twoPeopleInAChat();
    const typing = nextEvent(sb, 'chat:typing');
    sa.emit('chat:typing', { chatId, isTyping: true });
    expect(await typing).toEqual({ chatId, userId: a.user.id, name: 'Ana', isTyping: true });
  });

  it('should return the same chat when opened twice at once', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const [x, y] = await Promise.all([
      a.agent
        .post('/api/chats')
        .send({ participantIds: [a.user.id, b.user.id] })
        .expect(201),
      b.agent
        .post('/api/chats')
        .send({ participantIds: [b.user.id, a.user.id] })
        .expect(201),
    ]);
    expect(x.body.id).toBe(y.body.id);
    expect(await t.db.query(`SELECT 1 FROM chats`)).toHaveLength(1);
  });
});
