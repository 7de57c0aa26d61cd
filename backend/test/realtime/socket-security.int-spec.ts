import { randomUUID } from 'node:crypto';
import { personaPayload, signedUp, openChat } from '../support/factories';
import { connectSocket, nextEvent, sendMessage, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

describe('socket security', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({ SOCKET_EVENTS_PER_SECOND: '20' }, { redis: true, listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  it('should refuse a handshake without a session cookie', async () => {
    await expect(connectSocket(t.url)).rejects.toThrow();
    await expect(connectSocket(t.url, 'cg.sid=s%3Ainventada.firma')).rejects.toThrow();
  });

  it('should refuse a handshake from a foreign Origin', async () => {
    const a = await signedUp(t);
    await expect(connectSocket(t.url, a.cookie, { Origin: 'https://evil.example' })).rejects.toThrow();
    const own = await connectSocket(t.url, a.cookie, { Origin: t.url });
    sockets.push(own);
  });

  it("should not deliver another chat's messages", async () => {
    const [a, b, c] = [await signedUp(t), await signedUp(t), await signedUp(t, personaPayload({ name: 'Curioso' }))];
    const chat = await openChat(a, b);
    const [sa, sc] = [await connectSocket(t.url, a.cookie), await connectSocket(t.url, c.cookie)];
    sockets.push(sa, sc);
    let leaked = false;
    sc.on('chat:message', () => (leaked = true));
    await sendMessage(sa, { chatId: chat.id, clientMessageId: randomUUID(), content: 'privado' });
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toBe(false);
  });

  it("should answer 403/404 to HTTP reads of another user's chats and messages", async () => {
    const [a, b, c] = [await signedUp(t), await signedUp(t), await signedUp(t)];
    const chat = await openChat(a, b);
    await c.agent.get(`/api/chats/user/${a.user.id}`).expect(403);
    await c.agent.get(`/api/chats/${chat.id}/messages`).expect(404);
    await c.agent
      .post('/api/messages')
      .send({ chatId: chat.id, clientMessageId: randomUUID(), content: 'hola' })
      .expect(404);
    await t.http().get(`/api/chats/${chat.id}/messages`).expect(401);
  });

  it('should disconnect the sockets of a session that logs out', async () => {
    const a = await signedUp(t);
    const socket = await connectSocket(t.url, a.cookie);
    sockets.push(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.http().post('/api/auth/logout').set('Cookie', a.cookie).expect(204);
    expect(await gone).toBe('io server disconnect');
  });

  it("should send nothing more to a session's socket once its sign-out is answered", async () => {
    const [a, b] = [await signedUp(t), await signedUp(t)];
    const chat = await openChat(a, b);
    const [sa, sb] = [await connectSocket(t.url, a.cookie), await connectSocket(t.url, b.cookie)];
    sockets.push(sa, sb);
    const heard: string[] = [];
    sa.on('chat:message', (m) => heard.push(m.content));
    await t.http().post('/api/auth/logout').set('Cookie', a.cookie).expect(204);
    await sendMessage(sb, { chatId: chat.id, clientMessageId: randomUUID(), content: 'ya cerraste sesión' });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
  });

  it('should drop a socket that floods, and keep serving the others', async () => {
    const [a, b] = [await signedUp(t), await signedUp(t)];
    const chat = await openChat(a, b);
    const [flooder, calm] = [await connectSocket(t.url, a.cookie), await connectSocket(t.url, b.cookie)];
    sockets.push(flooder, calm);
    const dropped = new Promise((resolve) => flooder.once('disconnect', resolve));
    for (let i = 0; i < 200; i++) flooder.emit('chat:typing', { chatId: chat.id });
    await dropped;
    const reply = await sendMessage(calm, { chatId: chat.id, clientMessageId: randomUUID(), content: 'sigo aquí' });
    expect(reply).toMatchObject({ ok: true });
  });

  it('should refuse a message over 1 MB without hurting the server', async () => {
    const a = await signedUp(t);
    const socket = await connectSocket(t.url, a.cookie);
    sockets.push(socket);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('chat:typing', { chatId: randomUUID(), padding: 'x'.repeat(1_100_000) } as never);
    await gone;
    await t.http().get('/api/health').expect(200);
  });

  it('should put both members in a chat created while connected, so the first message reaches the other live', async () => {
    const [a, b] = [await signedUp(t), await signedUp(t)];
    const [sa, sb] = [await connectSocket(t.url, a.cookie), await connectSocket(t.url, b.cookie)];
    sockets.push(sa, sb);
    const chat = await openChat(a, b);
    const received = nextEvent(sb, 'chat:message');
    await sendMessage(sa, { chatId: chat.id, clientMessageId: randomUUID(), content: 'recién creado' });
    expect((await received).content).toBe('recién creado');
  });
});
