import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { testRedisUrl, TestApp } from './test-app';

const BACKEND = join(__dirname, '..', '..');

/** The backend running in a process of its own, as `node dist/main.js` runs it, from its sources. */
export interface AppProcess {
  child: ChildProcess;
  /** Everything it has written so far (stdout and stderr). */
  output(): string;
  /** Resolves once a line matches. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code and how long after `signal()` it came. */
  exited: Promise<{ code: number | null; afterSignalMs: number }>;
  signal(name: NodeJS.Signals): void;
}

/**
 * Starts main.ts in a child process on the test app's database, Redis prefix and upload folder:
 * signals, exit codes and the grace deadline are the real ones.
 */
export function startAppProcess(t: TestApp, env: Record<string, string>): AppProcess {
  const child = spawn(
    process.execPath,
    ['-r', join(__dirname, 'run-sources.cjs'), '-e', `require(${JSON.stringify(join(BACKEND, 'src', 'main.ts'))})`],
    {
      // Away from the repository: its .env must not reach the child.
      cwd: join(t.storageDir, '..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: process.env.TEST_REDIS_PREFIX!,
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        STORAGE_DIR: t.storageDir,
        DATA_DIR: join(t.storageDir, '..'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'log',
        WORKER_NICE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: Buffer[] = [];
  const listeners = new Set<() => void>();
  const collect = (d: Buffer) => {
    chunks.push(d);
    listeners.forEach((l) => l());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const output = () => Buffer.concat(chunks).toString();
  let signalledAt = 0;
  const exited = new Promise<{ code: number | null; afterSignalMs: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, afterSignalMs: Date.now() - signalledAt })),
  );
  const printed = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output())) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no line matching ${pattern} in ${timeoutMs} ms:\n${output().slice(-3000)}`));
      }, timeoutMs);
      const died = () => {
        cleanup();
        reject(new Error(`exited before printing ${pattern}:\n${output().slice(-3000)}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', died);
      };
      listeners.add(check);
      child.once('exit', died);
      check();
    });
  return {
    child,
    output,
    printed,
    exited,
    signal: (name) => {
      signalledAt = Date.now();
      child.kill(name);
    },
  };
}
