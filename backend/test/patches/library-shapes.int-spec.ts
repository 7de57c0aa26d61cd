import { readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf, preparedQuery } from '../../src/infra/patches/typeorm-pool';
import { testRedisUrl } from '../support/test-app';

/** The version of an installed package, from the package.json above its entry point. */
function installedVersion(name: string): string {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (manifest.name === name) return manifest.version;
    } catch {
      // no package.json at this level
    }
  }
  throw new Error(`${name} is not installed`);
}

// infra/patches reach into what these libraries do not declare: an upgrade fails here first, with the
// patch to re-check (its 'Remove when' line says when it can go instead).
describe('library patches: the undeclared shapes they rely on', () => {
  describe('typeorm-pool (TypeORM 1.x)', () => {
    const dataSource = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL });
    beforeAll(() => dataSource.initialize());
    afterAll(() => dataSource.destroy());

    it('should be used with the TypeORM major version it was checked against', () => {
      expect(installedVersion('typeorm').split('.')[0]).toBe('1');
    });

    it("should find pg's Pool at driver.master and run a named statement on it", async () => {
      expect(poolOf(dataSource)).toBeInstanceOf(Pool);
      for (let i = 0; i < 2; i++) {
        expect(await preparedQuery(dataSource, 'patch-shape', 'SELECT $1::int AS n', [i])).toEqual([{ n: i }]);
      }
    });
  });

  describe('ioredis-gathered-publishes (ioredis 5.x)', () => {
    const client = new Redis(testRedisUrl());
    beforeAll(() => client.ping());
    afterAll(() => client.disconnect());

    it('should be used with the ioredis major version it was checked against', () => {
      expect(installedVersion('ioredis').split('.')[0]).toBe('5');
    });

    it('should find publish on the prototype, replaceable per client, and a corkable socket at stream', () => {
      expect(Object.hasOwn(client, 'publish')).toBe(false);
      expect(typeof Redis.prototype.publish).toBe('function');
      expect(client.status).toBe('ready');
      expect(client.stream).toBeInstanceOf(Socket);
    });
  });
});
