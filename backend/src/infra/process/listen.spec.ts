import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { StartupError } from '../../config/startup-error';
import { LISTEN_BACKLOG, listenWithBacklog } from './listen';

// What the kernel allows at most: a larger backlog is silently cut to it.
const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));

describe('listenWithBacklog', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });
  const server = () => {
    const s = createServer((_req, res) => res.end('ok'));
    servers.push(s);
    return s;
  };

  it('opens the port with a queue of pending connections larger than Node’s 511', async () => {
    const s = server();
    await listenWithBacklog(s, 0);
    const { port } = s.address() as AddressInfo;
    // For a listening socket, ss shows the backlog as its Send-Q (third column).
    const [line] = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(Number(line.split(/\s+/)[2])).toBe(Math.min(LISTEN_BACKLOG, somaxconn));
    await expect(fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).resolves.toBe('ok');
  });

  it('says in Spanish that the port is taken', async () => {
    const first = server();
    await listenWithBacklog(first, 0);
    const { port } = first.address() as AddressInfo;
    const attempt = listenWithBacklog(server(), port);
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(`El puerto ${port} ya está en uso`);
  });
});
