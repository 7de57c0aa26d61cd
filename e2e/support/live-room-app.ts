import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from '@playwright/test';
import { freePort, startJanus, type JanusTestServer } from '../../backend/test/support/janus-server';
import { serverArtifacts } from './servers';

export interface LiveRoomApp {
  url: string;
  janus: JanusTestServer;
  app: ChildProcess;
  /** SQL on the app's own database (a journey's clock: a class whose start is near). */
  sql: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}

/**
 * The built app on its own slot and database, driving a real Janus started here on loopback (the
 * browsers reach Janus's WebSocket directly: no proxy in front of a journey's server).
 */
export async function startLiveRoomApp(slot: number): Promise<LiveRoomApp> {
  const janus = await startJanus();
  const port = await freePort();
  const app = spawn(process.execPath, ['e2e/support/serve.mjs'], {
    cwd: join(__dirname, '..', '..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      ...janus.env,
      JANUS_PUBLIC_URL: janus.env.JANUS_URL,
      ICE_SERVERS: '[]',
      E2E_SLOT: String(slot),
      E2E_PORT: String(port),
    },
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
  const database = readFileSync(join(serverArtifacts(slot), '.database'), 'utf8').trim();
  const sql = async (text: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const exited = new Promise((resolve) => app.once('exit', resolve));
  return {
    url,
    janus,
    app,
    sql,
    stop: async () => {
      app.kill('SIGTERM');
      await exited;
      await janus.stop();
    },
  };
}
