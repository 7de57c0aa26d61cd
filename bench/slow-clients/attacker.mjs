// The slow clients of bench/slow-clients/run.mjs, in a process of their own (pinned to core 1 by it, so
// their timers never share an event loop with the victim's measurements). Told by IPC what to open:
//   { host, port, headers: N, bodies: M, maxMs }
// `headers` connections send a GET's request line and headers one byte a second; `bodies` connections
// send a POST /api/auth/login's headers at once, then its JSON body one byte a second. Each runs until
// the server closes it or maxMs passes, and is reported with how it ended and after how long.
import { connect } from 'node:net';

const RAMP_BATCH = 50; // connections opened together, every RAMP_EVERY_MS: a listen backlog never overflows
const RAMP_EVERY_MS = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Longer than any attack at a byte a second: the request is never complete while it runs.
const PAD = Array.from({ length: 20 }, (_, i) => `X-Slow-${i}: ${'a'.repeat(8)}\r\n`).join('');
const BODY = JSON.stringify({ email: 'lenta@bench.cl', password: 'clave-segura-42', pad: 'x'.repeat(200) });

const requestOf = (kind, host, port) =>
  kind === 'headers'
    ? { head: '', slow: `GET /api/health HTTP/1.1\r\nHost: ${host}:${port}\r\n${PAD}\r\n` }
    : {
        head:
          `POST /api/auth/login HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`,
        slow: BODY,
      };

/** One slow connection; resolves with { kind, end, afterMs, at } once the server closes it or `stop` fires. */
function slowConnection(kind, { host, port }, stopped) {
  return new Promise((resolve) => {
    const { head, slow } = requestOf(kind, host, port);
    const opened = performance.now();
    const chunks = [];
    let error;
    let timer;
    const socket = connect(port, host);
    socket.setNoDelay(true);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e) => (error = e));
    socket.once('connect', () => {
      if (head) socket.write(head);
      let i = 0;
      const next = () => {
        if (socket.destroyed || i >= slow.length) return;
        socket.write(slow[i++]);
        timer = setTimeout(next, 1000);
      };
      next();
    });
    const finish = (end) => {
      clearTimeout(timer);
      resolve({ kind, end, afterMs: performance.now() - opened, at: Date.now() });
    };
    socket.once('close', () => {
      if (stopped.done) return;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      finish(
        status
          ? `answered ${status}`
          : error?.code === 'ECONNRESET' || error?.code === 'EPIPE'
            ? 'reset'
            : error
              ? `error ${error.code}`
              : 'closed, no answer',
      );
    });
    stopped.then(() => {
      if (socket.destroyed) return;
      finish('still open');
      socket.destroy();
    });
  });
}

process.once('message', async ({ host, port, headers, bodies, maxMs }) => {
  let stop;
  const stopped = new Promise((r) => (stop = r));
  stopped.then(() => (stopped.done = true));
  // Interleaved, so a mix opens both kinds at the same pace.
  const kinds = Array.from({ length: Math.max(headers, bodies) }, (_, i) => [
    ...(i < headers ? ['headers'] : []),
    ...(i < bodies ? ['bodies'] : []),
  ]).flat();
  const started = performance.now();
  const limit = setTimeout(stop, maxMs);
  const ends = [];
  for (let i = 0; i < kinds.length; i += RAMP_BATCH) {
    for (const kind of kinds.slice(i, i + RAMP_BATCH)) ends.push(slowConnection(kind, { host, port }, stopped));
    await sleep(RAMP_EVERY_MS);
  }
  // Every connection over (the server closed it, or the time is up), then stop the rest.
  const results = await Promise.all(ends);
  clearTimeout(limit);
  stop();
  process.send({ results, ms: performance.now() - started }, () => process.exit(0));
});
