import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { MIGRATIONS } from '../../src/infra/database/database-options';
import { DEMO_ACCOUNTS } from '../../src/modules/seed/demo-accounts';
import { databaseUrlFor, withAdminClient } from '../support/test-database';
import { testRedisUrl } from '../support/test-app';

/** Three processes of one deployment (two API instances and a worker) starting at once, as compose does. */
describe('start-up on an empty database', () => {
  const name = `${process.env.TEST_DATABASE_NAME}_boot`;
  const dir = mkdtempSync(join(tmpdir(), 'cg-boot-'));
  const apps: NestExpressApplication[] = [];
  beforeAll(() => withAdminClient((c) => c.query(`CREATE DATABASE ${name}`)));
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dir, { recursive: true, force: true });
  });

  it('should migrate and seed once when three instances boot together, and all come up healthy', async () => {
    const boot = (role: string) =>
      createApp(
        loadConfig({
          APP_ROLE: role,
          SESSION_SECRET: 'boot-secret-boot-secret-boot-secret-0123456789',
          DATA_DIR: dir,
          STORAGE_DIR: join(dir, 'uploads'),
          SEED_DEMO: 'true',
          REDIS_URL: testRedisUrl(),
          REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}_boot`,
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
        }),
        databaseUrlFor(name),
      );
    const booted = await Promise.allSettled([boot('api'), boot('api'), boot('worker')]);
    booted.forEach((b) => b.status === 'fulfilled' && apps.push(b.value));
    expect(booted.map((b) => (b.status === 'rejected' ? String(b.reason) : 'up'))).toEqual(['up', 'up', 'up']);

    for (const app of apps)
      await request(app.getHttpServer()).get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
    const db = apps[0].get(DataSource);
    const migrations = await db.query(`SELECT name, count(*)::int AS n FROM migrations GROUP BY name`);
    expect(migrations).toHaveLength(MIGRATIONS.length);
    expect(migrations.every((m: { n: number }) => m.n === 1)).toBe(true);
    const users = await db.query(`SELECT email FROM users ORDER BY email`);
    expect(users.map((u: { email: string }) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    // One seed: one set of the demo catalogue, not one per instance.
    const [{ n: videos }] = await db.query(`SELECT count(*)::int AS n FROM skill_videos`);
    const [{ n: offers }] = await db.query(`SELECT count(*)::int AS n FROM job_offers`);
    const [{ n: distinctVideos }] = await db.query(`SELECT count(DISTINCT title)::int AS n FROM skill_videos`);
    expect(videos).toBeGreaterThan(0);
    expect(videos).toBe(distinctVideos);
    expect(offers).toBeGreaterThan(0);
  });
});
