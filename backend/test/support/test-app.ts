import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { SharedCaches } from '../../src/infra/cache/shared-cache';
import { MAIL_QUEUE } from '../../src/infra/mail/mail-delivery';

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> once listening (listen: true). */
  url: string;
  db: DataSource;
  storageDir: string;
  http: () => ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  reset: () => Promise<void>;
  /** After a fixture changed rows behind the app's back (SQL): its per-process copies are dropped. */
  forgetCaches: () => void;
  close: () => Promise<void>;
}

const DEADLOCK_DETECTED = '40P01';

/**
 * Empties the tables between tests. The previous test's events may still be finishing in the app's
 * background consumers, whose transactions can lock these tables in another order than TRUNCATE does:
 * PostgreSQL then breaks the deadlock by failing one side, and when that is the TRUNCATE it is run again.
 */
async function truncateAll(db: DataSource): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query(
        `TRUNCATE users, stored_files, account_validations, "session", outbox, processed_events, notifications, chats CASCADE`,
      );
      return;
    } catch (e) {
      const code = (e as { driverError?: { code?: string } }).driverError?.code;
      if (code !== DEADLOCK_DETECTED || attempt === 5) throw e;
    }
  }
}

// Jest loads this module afresh for each test file: true until the file's first app starts.
let firstAppOfFile = true;

/**
 * Events the previous file's app wrote but did not dispatch before it closed wait in this worker's
 * database; the next file's first app would relay them (an email to the previous file's user reached
 * this file's mail server). They are dropped before it starts; later apps of a file keep them on purpose.
 */
async function dropPreviousFilesEvents(): Promise<void> {
  if (!firstAppOfFile) return;
  firstAppOfFile = false;
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    const [{ exists }] = (await client.query(`SELECT to_regclass('outbox') IS NOT NULL AS exists`)).rows;
    if (exists) await client.query('TRUNCATE outbox');
  } finally {
    await client.end();
  }
}

export const testRedisUrl = () => process.env.REDIS_URL_FOR_TESTS ?? 'redis://127.0.0.1:6379';

export interface TestAppOptions {
  /** Use the machine's Redis (BullMQ + socket adapter) under this run's key prefix. */
  redis?: boolean;
  /** Listen on a free port, for socket clients. */
  listen?: boolean;
}

/** The real app against this run's PostgreSQL database, with its own upload folder. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const storageDir = mkdtempSync(join(tmpdir(), 'cg-test-'));
  const config = loadConfig({
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    STORAGE_DIR: join(storageDir, 'uploads'),
    DATA_DIR: storageDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    AUTH_LIMIT_PER_IP: '10000',
    AUTH_LIMIT_PER_ACCOUNT: '10000',
    AUTH_LIMIT_PER_ACCOUNT_ADDRESS: '10000',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
    REDIS_PREFIX: process.env.TEST_REDIS_PREFIX!,
    OUTBOX_SWEEP_MS: '500',
    ...(options.redis ? { REDIS_URL: testRedisUrl() } : {}),
    ...env,
  });
  await dropPreviousFilesEvents();
  const app = await createApp(config, process.env.TEST_DATABASE_URL!);
  const db = app.get(DataSource);
  if (options.listen) await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const address = options.listen ? (server.address() as { port: number }) : undefined;
  return {
    app,
    url: address ? `http://127.0.0.1:${address.port}` : '',
    db,
    storageDir: config.STORAGE_DIR,
    http: () => request(server),
    agent: () => request.agent(server),
    reset: async () => {
      await truncateAll(db);
      // An email a test left queued (a retry, a later try) would reach the next test's mail server.
      if (options.redis) await app.get<Queue>(getQueueToken(MAIL_QUEUE)).drain(true);
      await db.query(`UPDATE app_settings SET value = '{"isInMaintenance": false}' WHERE key = 'maintenance'`);
      app.get(SharedCaches).clearAll();
      rmSync(config.STORAGE_DIR, { recursive: true, force: true });
      const { mkdirSync } = await import('node:fs');
      mkdirSync(config.STORAGE_DIR, { recursive: true });
    },
    forgetCaches: () => app.get(SharedCaches).clearAll(),
    close: async () => {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
