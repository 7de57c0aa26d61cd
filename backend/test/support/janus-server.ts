import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the app needs to drive this Janus (the same variable names as its configuration). */
export interface JanusTestServer {
  env: { JANUS_URL: string; JANUS_API_SECRET: string; JANUS_TOKEN_SECRET: string; JANUS_ADMIN_KEY: string };
  /** The process, for its pid (CPU readings in the benchmark). */
  process: ChildProcess;
  stop: () => Promise<void>;
}

const RUN_JANUS = join(__dirname, '../../../deploy/janus/run-janus.sh');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

/**
 * Debian's Janus started with deploy/janus/run-janus.sh (the same configuration compose runs) on
 * loopback, on a free WebSocket port, with fresh secrets; ready when its WebSocket port answers.
 */
export async function startJanus(options: { rtpPorts?: string } = {}): Promise<JanusTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cg-janus-'));
  const port = await freePort();
  const env = {
    JANUS_URL: `ws://127.0.0.1:${port}`,
    JANUS_API_SECRET: randomBytes(18).toString('base64url'),
    JANUS_TOKEN_SECRET: randomBytes(18).toString('base64url'),
    JANUS_ADMIN_KEY: randomBytes(18).toString('base64url'),
  };
  const child = spawn('sh', [RUN_JANUS], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      JANUS_WS_IP: '127.0.0.1',
      JANUS_WS_PORT: String(port),
      JANUS_RTP_PORTS: options.rtpPorts ?? '40000-49999',
      JANUS_CONFIG_DIR: dir,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await listening(port)); waited += 100) {
    if (child.exitCode !== null || waited > 30_000) throw new Error(`Janus no arrancó: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    env,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
