import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** A redis-server of the test's own on a free port, so fault tests never stop the shared one. */
export class ThrowawayRedis {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const redis = new ThrowawayRedis(port);
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    await probe.connect().catch(() => undefined);
    await probe.ping();
    probe.disconnect();
  }

  async down(): Promise<void> {
    const p = this.process;
    if (!p || p.exitCode !== null) return;
    await new Promise((resolve) => {
      p.once('exit', resolve);
      p.kill('SIGKILL');
    });
  }
}
