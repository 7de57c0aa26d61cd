import { connect, Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { CONNECTION_RESTART } from '@conectando/contracts';
import { drainAndClose, ShutdownState } from '../../src/infra/process/shutdown';
import { signedUp } from '../support/factories';
import { connectSocket, nextEvent, TestSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';

/** A raw connection, so a request can be left half-sent and the answer read as it comes. */
function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

const answerOf = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('close', () => resolve(text));
  });

const refused = (port: number) =>
  openConnection(port).then(
    (s) => {
      s.destroy();
      return false;
    },
    (e: NodeJS.ErrnoException) => e.code === 'ECONNREFUSED',
  );

describe('SIGTERM: the API lets go of everyone in order', () => {
  let t: TestApp;
  let port: number;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' }, { redis: true, listen: true });
    port = Number(new URL(t.url).port);
    await t.reset();
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('should say draining, tell sockets to reconnect, refuse new connections, and finish the request in flight', async () => {
    const signed = await signedUp(t);
    const socket: TestSocket = await connectSocket(t.url, signed.cookie);
    const told = nextEvent(socket, 'connection:closed');
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // A sign-in whose body is still on its way when the signal comes.
    const body = JSON.stringify({ email: signed.email, password: 'clave-incorrecta-123' });
    const inFlight = await openConnection(port);
    const answer = answerOf(inFlight);
    inFlight.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // And a kept-alive connection (as nginx keeps them) between two requests.
    const idle = await openConnection(port);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const firstAnswer = new Promise<void>((resolve) => idle.once('data', () => resolve()));
    idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    await firstAnswer;

    const started = Date.now();
    const draining = drainAndClose(t.app, new Logger('test'));
    closed = true;
    expect(t.app.get(ShutdownState).draining).toBe(true);

    expect(await told).toEqual({ reason: CONNECTION_RESTART });
    // A transport close, not a server disconnect: socket.io-client reconnects by itself.
    expect(await gone).toBe('transport close');
    await idleClosed;
    expect(await refused(port)).toBe(true);

    inFlight.write(body.slice(10));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text.toLowerCase()).toContain('connection: close');
    await draining;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('while draining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' }, { listen: true });
    await t.reset();
  });
  afterAll(() => t.close());

  it('should answer the health check 503 draining, close every connection after its answer, and admit no socket', async () => {
    const signed = await signedUp(t);
    await t.http().get('/api/health').expect(200);
    await t.app.get(ShutdownState).begin();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'draining' });
    expect(res.headers.connection).toBe('close');
    await expect(connectSocket(t.url, signed.cookie)).rejects.toThrow();
  });
});
