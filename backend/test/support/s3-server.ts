import { execFile } from 'node:child_process';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(__dirname, 's3-server.sh');

export interface S3TestServer {
  env: { S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_REGION: string };
  stop: () => Promise<void>;
}

/**
 * A real Ceph RADOS Gateway on loopback (s3-server.sh), ready in a few seconds. Its port is
 * `port` (S3_TEST_PORT, default 4470); it also takes the next nine for its monitor and OSD. Test files
 * that may run at the same time pass ports ten apart.
 */
export async function startS3Server(port = process.env.S3_TEST_PORT ?? '4470'): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cg-s3-'));
  rmdirSync(dir); // the script wants to create (or find empty) its own folder
  const { stdout } = await run('bash', [SCRIPT, 'start', dir, port], { timeout: 90_000 });
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  ) as S3TestServer['env'];
  return { env, stop: async () => void (await run('bash', [SCRIPT, 'stop', dir], { timeout: 60_000 })) };
}
