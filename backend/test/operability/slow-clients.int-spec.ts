import { connect, Socket } from 'node:net';
import { ERROR_MESSAGES, ErrorCode } from '@conectando/contracts';
import { createTestApp, TestApp } from '../support/test-app';
import { countVideos, MP4_BYTES, signedMentor, storedFiles } from '../videos/video-helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw connection that sends its request at the pace a test chooses, and what came back once closed. */
interface SlowClient {
  socket: Socket;
  /** Resolves when the server closes the connection: everything it answered, and after how long. */
  closed: Promise<{ text: string; afterMs: number }>;
  /** Sends the chunks one by one, `everyMs` apart, while the connection is open. */
  trickle(chunks: string[] | Buffer[], everyMs: number): Promise<void>;
}

async function slowClient(port: number): Promise<SlowClient> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  // The server may reset the connection while a chunk is on its way: the answer is what matters.
  socket.on('error', () => undefined);
  const opened = Date.now();
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString(), afterMs: Date.now() - opened }));
  });
  let open = true;
  void closed.then(() => (open = false));
  const trickle = async (chunks: string[] | Buffer[], everyMs: number) => {
    for (const chunk of chunks) {
      if (!open) return;
      socket.write(chunk);
      await sleep(everyMs);
    }
  };
  return { socket, closed, trickle };
}

/** The status line and the JSON body of a raw HTTP answer. */
function parsed(text: string): {
  status: number;
  connection: string;
  body: { statusCode?: number; code?: string; message?: string };
} {
  const [head, body] = text.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    connection: /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase() ?? '',
    body: body ? (JSON.parse(body) as { statusCode?: number; code?: string; message?: string }) : {},
  };
}

const timedOut = { statusCode: 408, code: ErrorCode.RequestTimeout, message: ERROR_MESSAGES[ErrorCode.RequestTimeout] };
const loginHead = (port: number, length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients, with the limits npm start runs with', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' }, { listen: true });
    port = Number(new URL(t.url).port);
  });
  afterAll(() => t.close());

  it('should cut trickled headers after 15 s and a trickled JSON body after 30 s, each with a 408 in Spanish', async () => {
    // One header line a second: never done before the deadline. Node's own 408 would be replaced by the
    // app's 'clientError' handler if that handler did not tell a timeout from a malformed request.
    const headers = await slowClient(port);
    const headerLines = ['GET /api/health HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: a\r\n`)];
    void headers.trickle(headerLines, 1000);

    const body = JSON.stringify({ email: 'lenta@prueba.cl', password: 'clave-segura-42' });
    const json = await slowClient(port);
    void json.trickle([loginHead(port, body.length), ...body.split('')], 1000);

    // Meanwhile everyone else is served.
    await sleep(1000);
    expect((await t.http().get('/api/health')).status).toBe(200);

    const cutHeaders = await headers.closed;
    expect(parsed(cutHeaders.text)).toEqual({ status: 408, connection: 'close', body: timedOut });
    expect(cutHeaders.afterMs).toBeGreaterThanOrEqual(15_000);
    expect(cutHeaders.afterMs).toBeLessThan(17_500);

    const cutBody = await json.closed;
    expect(parsed(cutBody.text)).toEqual({ status: 408, connection: 'close', body: timedOut });
    expect(cutBody.afterMs).toBeGreaterThanOrEqual(30_000);
    expect(cutBody.afterMs).toBeLessThan(32_500);
  }, 45_000);
});

describe('slow clients, with short limits', () => {
  const HEADERS_MS = 1500;
  const BODY_MS = 2000;
  const UPLOAD_IDLE_MS = 1500;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      {
        APP_ROLE: 'api',
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
        HTTP_BODY_TIMEOUT_MS: String(BODY_MS),
        // 1 KiB/s: a 4 KiB body is given 4 s, past the 2 s floor.
        HTTP_BODY_MIN_BYTES_PER_SECOND: '1024',
        UPLOAD_IDLE_TIMEOUT_MS: String(UPLOAD_IDLE_MS),
      },
      { listen: true },
    );
    port = Number(new URL(t.url).port);
  });
  afterAll(() => t.close());

  it('should close a connection that sends nothing at all once the headers deadline passes', async () => {
    const silent = await slowClient(port);
    const { text, afterMs } = await silent.closed;
    expect(parsed(text).status).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS);
    expect(afterMs).toBeLessThan(HEADERS_MS + 1500);
  });

  it('should give a large declared body its length at the minimum rate, and cut it past that', async () => {
    const password = 'x'.repeat(4096 - 40);
    const body = JSON.stringify({ email: 'lenta@prueba.cl', password });
    const client = await slowClient(port);
    // Headers at once, then the body at well under 1 KiB/s.
    void client.trickle([loginHead(port, body.length), ...(body.match(/.{1,200}/g) ?? [])], 500);
    const { text, afterMs } = await client.closed;
    expect(parsed(text)).toEqual({ status: 408, connection: 'close', body: timedOut });
    expect(afterMs).toBeGreaterThanOrEqual((body.length / 1024) * 1000);
    expect(afterMs).toBeLessThan((body.length / 1024) * 1000 + 1500);
  });

  it('should let an upload trickle past the body limit while bytes keep coming, and keep the video', async () => {
    const mentor = await signedMentor(t);
    const before = await countVideos(t);
    const { head, parts } = multipartUpload(port, mentor.cookie, 8);
    const client = await slowClient(port);
    const started = Date.now();
    // Eight pieces 500 ms apart: 4 s, twice the body limit, never silent as long as the idle limit.
    await client.trickle([head, ...parts], 500);
    const { text } = await client.closed;
    expect(Date.now() - started).toBeGreaterThan(BODY_MS);
    expect(parsed(text).status).toBe(202);
    expect(await countVideos(t)).toBe(before + 1);
  });

  it('should cut an upload that goes silent with a 408, and keep nothing of it', async () => {
    const mentor = await signedMentor(t, 'Rosa Silenciosa');
    const before = await countVideos(t);
    const filesBefore = storedFiles(t);
    const { head, parts } = multipartUpload(port, mentor.cookie, 8);
    const client = await slowClient(port);
    // Half the file, then nothing.
    await client.trickle([head, ...parts.slice(0, 4)], 200);
    const stalledAt = Date.now();
    const { text } = await client.closed;
    expect(parsed(text)).toEqual({ status: 408, connection: 'close', body: timedOut });
    expect(Date.now() - stalledAt).toBeGreaterThanOrEqual(UPLOAD_IDLE_MS - 250);
    expect(Date.now() - stalledAt).toBeLessThan(UPLOAD_IDLE_MS + 1500);
    expect(await countVideos(t)).toBe(before);
    // The part written so far is removed once the request is gone.
    const partial = () => storedFiles(t).filter((f) => f.endsWith('.upload') && !filesBefore.includes(f));
    for (let i = 0; i < 100 && partial().length > 0; i++) await sleep(50);
    expect(partial()).toEqual([]);
  });

  it('should not hold a kept-alive connection to the upload idle limit after the upload is answered', async () => {
    const mentor = await signedMentor(t, 'Rosa Sin Apuro');
    const { head, parts } = multipartUpload(port, mentor.cookie, 1, 'keep-alive');
    const client = await slowClient(port);
    let answers = '';
    client.socket.on('data', (d: Buffer) => (answers += d.toString('latin1')));
    await client.trickle([head, ...parts], 0);
    while (!/HTTP\/1\.1 202/.test(answers)) await sleep(20);
    // Longer than the upload idle limit, shorter than Node's keep-alive (5 s): the next request is served.
    await sleep(UPLOAD_IDLE_MS + 500);
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    const { text } = await client.closed;
    expect(text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 202', 'HTTP/1.1 200']);
  });
});

/** A video form (as the upload page sends it) split in `pieces` pieces after its headers. */
function multipartUpload(port: number, cookie: string, pieces: number, connection = 'close') {
  const boundary = '----slowclient';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('title', 'Punto arroz') + field('skillName', 'Tejido') + field('duration', '12')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    MP4_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = Buffer.from(
    `POST /api/skill-videos HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: ${connection}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  const size = Math.ceil(body.length / pieces);
  const parts = Array.from({ length: pieces }, (_, i) => body.subarray(i * size, (i + 1) * size));
  return { head, parts };
}
