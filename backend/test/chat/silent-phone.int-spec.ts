import { randomUUID } from 'node:crypto';
import { openChat, personaPayload, signedUp } from '../support/factories';
import { connectSocket, eventually, sendMessage, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

// A phone that loses its signal (or whose app is killed) does not close its socket: the server counts
// it as connected until the heartbeat gives up. Messages that came meanwhile must still be notified.
describe('a phone gone silent', () => {
  const sockets: TestSocket[] = [];
  // A quick heartbeat: a silent socket is given up about 2 s after its last answer.
  const { t } = appPerSuite(
    { SOCKET_PING_INTERVAL_MS: '300', SOCKET_PING_TIMEOUT_MS: '2000' },
    { redis: true, listen: true },
  );
  // A silent connection is cut, not closed: a close handshake it cannot read would hold the TCP
  // connection (and the app's shutdown after the last test) for ws's 30 s close timeout.
  const silenced: { terminate: () => void }[] = [];
  afterEach(() => {
    silenced.splice(0).forEach((ws) => ws.terminate());
    sockets.splice(0).forEach((s) => s.close());
  });

  /** Stops reading the connection, as a phone without signal: the server's pings go unanswered. */
  const goSilent = (socket: TestSocket) => {
    const { ws } = socket.io.engine.transport as unknown as { ws: { pause: () => void; terminate: () => void } };
    ws.pause();
    silenced.push(ws);
  };

  const feedOf = async (agent: { get: (path: string) => Promise<{ body: unknown }> }) =>
    ((await agent.get('/api/notifications')).body as { items: { type: string; body: string; count: number }[] }).items;

  it('should notify the messages it missed once its heartbeat times out, and only the unread ones', async () => {
    const a = await signedUp(t, personaPayload({ name: 'Ana' }));
    const b = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(a, b);
    const [sa, sb] = await Promise.all([connectSocket(t.url, a.cookie), connectSocket(t.url, b.cookie)]);
    sockets.push(sa, sb);

    // Read while connected: never notified.
    await sendMessage(sa, { chatId: chat.id, clientMessageId: randomUUID(), content: 'Hola Beto' });
    sb.emit('chat:read', { chatId: chat.id, seq: 1 });
    await new Promise((r) => setTimeout(r, 200));

    goSilent(sb);
    await sendMessage(sa, { chatId: chat.id, clientMessageId: randomUUID(), content: '¿Me escuchas?' });
    await sendMessage(sa, { chatId: chat.id, clientMessageId: randomUUID(), content: '¿Nos vemos mañana?' });
    // The server still counts Beto's phone: nothing is notified yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(await feedOf(b.agent)).toEqual([]);

    // The heartbeat gives up on it: both unread messages are in one notification of the conversation.
    await eventually(async () =>
      expect(await feedOf(b.agent)).toEqual([
        expect.objectContaining({ type: 'chat.message', body: '¿Nos vemos mañana?', count: 2 }),
      ]),
    );
  });
});
