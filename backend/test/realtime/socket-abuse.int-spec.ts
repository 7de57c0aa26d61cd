import { randomUUID } from 'node:crypto';
import { RANGE_MSG, SOCKET_MSG } from '@conectando/contracts';
import { signedUp, openChat } from '../support/factories';
import { connectSocket, emitRaw, sendMessage, TestSocket } from '../support/sockets';
import { createTestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

type Ack = { ok: boolean; message?: string };
const emitWithAck = (socket: TestSocket, event: string, payload: unknown) =>
  new Promise<Ack>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 5000);
    (socket.emit as (e: string, p: unknown, cb: (a: Ack) => void) => void)(event, payload, (a) => {
      clearTimeout(timer);
      resolve(a);
    });
  });
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

describe('socket abuse', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite(
    { SOCKETS_PER_USER: '3', SOCKET_EVENTS_PER_SECOND_PER_USER: '25' },
    { redis: true, listen: true },
  );
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const connect = async (cookie: string) => {
    const s = await connectSocket(t.url, cookie);
    sockets.push(s);
    return s;
  };

  async function chatBetween() {
    const [a, b] = [await signedUp(t), await signedUp(t)];
    const chat = await openChat(a, b);
    return { a, b, chat };
  }

  it('should refuse nested frames with an ack and keep serving other clients', async () => {
    const attacker = await signedUp(t);
    const { a, chat } = await chatBetween();
    const [evil, victim] = [await connect(attacker.cookie), await connect(a.cookie)];
    // ~90 KB frames nested 45,000 deep, 25 a second: under the flood limit, under the frame limit.
    const frame = `{"chatId":${nestedJson(45_000)},"clientMessageId":"${randomUUID()}","content":"x"}`;
    const acks: Promise<Ack>[] = [];
    const flood = setInterval(() => acks.push(emitRaw(evil, 'chat:send', frame)), 40);
    const latencies: number[] = [];
    // Two seconds, and at least 40 frames sent: a busy host fires the flood's timer less often.
    const until = Date.now() + 2000;
    while (Date.now() < until || acks.length < 40) {
      const started = performance.now();
      expect(
        await sendMessage(victim, { chatId: chat.id, clientMessageId: randomUUID(), content: 'hola' }),
      ).toMatchObject({ ok: true });
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
    clearInterval(flood);
    const answered = await Promise.all(acks);
    expect(answered.length).toBeGreaterThan(30);
    // Each frame is answered: refused for its shape (or, past the user's budget, for its rate).
    for (const ack of answered)
      expect([
        { ok: false, message: 'Solicitud inválida.' },
        { ok: false, message: SOCKET_MSG.tooManyEvents },
      ]).toContainEqual(ack);
    expect(answered.filter((x) => x.message === 'Solicitud inválida.').length).toBeGreaterThan(30);
    // A starved loop shows seconds; the latency itself is bench/abuse's to measure, not a test's.
    expect(percentile(latencies, 95)).toBeLessThan(1000);
    expect(evil.connected).toBe(true);
  });

  it('should ack an out-of-range read receipt with a Spanish message', async () => {
    const { a, chat } = await chatBetween();
    const s = await connect(a.cookie);
    expect(await emitWithAck(s, 'chat:read', { chatId: chat.id, seq: 1e12 })).toEqual({
      ok: false,
      message: RANGE_MSG.seqInvalid,
    });
    expect(await emitWithAck(s, 'chat:read', { chatId: chat.id, seq: -1 })).toEqual({
      ok: false,
      message: RANGE_MSG.seqInvalid,
    });
    expect(await emitWithAck(s, 'chat:read', { chatId: chat.id, seq: 0 })).toMatchObject({ ok: true });
  });

  it('should close the oldest socket, saying why, when a user opens one more than allowed', async () => {
    const a = await signedUp(t);
    const first = await connect(a.cookie);
    const reason = new Promise<{ reason: string }>((resolve) => first.once('connection:closed', resolve));
    const gone = new Promise<string>((resolve) => first.once('disconnect', resolve));
    for (let i = 0; i < 3; i++) await connect(a.cookie);
    expect(await reason).toEqual({ reason: SOCKET_MSG.tooManySockets });
    expect(await gone).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 200));
    expect(sockets.filter((s) => s.connected)).toHaveLength(3);
  });

  it("should share one event budget among a user's sockets, refusing with an ack and dropping none", async () => {
    const { a, chat } = await chatBetween();
    const [s1, s2] = [await connect(a.cookie), await connect(a.cookie)];
    // 36 events in a burst, 18 a socket: each socket is under its own limit (30/s), the two together are not (25/s).
    const acks = await Promise.all(
      Array.from({ length: 36 }, (_, i) => emitWithAck(i % 2 ? s1 : s2, 'chat:read', { chatId: chat.id, seq: 0 })),
    );
    expect(acks.filter((x) => x.ok)).toHaveLength(25);
    expect(acks.filter((x) => !x.ok)).toEqual(Array(11).fill({ ok: false, message: SOCKET_MSG.tooManyEvents }));
    expect(s1.connected && s2.connected).toBe(true);
  });
});

describe('socket cap across instances', () => {
  it('should close the oldest socket even when it lives on another instance', async () => {
    const env = { SOCKETS_PER_USER: '2' };
    const [one, two] = [
      await createTestApp(env, { redis: true, listen: true }),
      await createTestApp(env, { redis: true, listen: true }),
    ];
    const sockets: TestSocket[] = [];
    try {
      await one.reset();
      const a = await signedUp(one);
      const oldest = await connectSocket(one.url, a.cookie);
      sockets.push(oldest);
      const closed = new Promise<{ reason: string }>((resolve) => oldest.once('connection:closed', resolve));
      sockets.push(await connectSocket(two.url, a.cookie));
      await new Promise((r) => setTimeout(r, 100));
      sockets.push(await connectSocket(two.url, a.cookie));
      expect(await closed).toEqual({ reason: SOCKET_MSG.tooManySockets });
    } finally {
      sockets.forEach((s) => s.close());
      await Promise.all([one.close(), two.close()]);
    }
  });
});
