import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ShutdownState } from '../../infra/process/shutdown';
import { RedisConnections } from '../../infra/redis/redis.module';
import { ObjectStorage } from '../../infra/storage/object-storage';
import { DASHBOARD_QUEUES } from '../queue-dashboard/queue-dashboard.service';

export type Check = 'up' | 'down';
export type ReadinessPart = 'database' | 'redis' | 'storage' | 'queues';

export interface Readiness {
  status: 'ok' | 'error' | 'draining';
  database?: Check;
  redis?: Check;
  storage?: Check;
  queues?: Check;
  /** The parts that are down (or 'shutdown' while draining): what an operator looks at first. */
  failing: string[];
}

const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

const up = (p: () => Promise<unknown>): Promise<Check> =>
  withTimeout(Promise.resolve().then(p), CHECK_TIMEOUT_MS).then(
    () => 'up',
    () => 'down',
  );

/**
 * Whether this process can do its work now (docs/decisions/health-checks.md): the database, Redis (when
 * configured), the object storage, and on a worker its queues. Shared by the HTTP route and the worker's
 * health-only port.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private queues?: Queue[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly redis: RedisConnections,
    private readonly storage: ObjectStorage,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<Readiness> {
    if (this.shutdown.draining) return { status: 'draining', failing: ['shutdown'] };
    const worker = this.config.APP_ROLE === 'worker' && this.redis.enabled;
    const [database, redis, storage, queues] = await Promise.all([
      up(() => this.dataSource.query('SELECT 1')),
      this.redis.enabled ? up(() => this.redis.ping()) : undefined,
      up(() => this.storage.probe()),
      worker ? up(() => this.queuesReachable()) : undefined,
    ]);
    const parts = { database, redis, storage, queues } satisfies Partial<Record<ReadinessPart, Check | undefined>>;
    const failing = Object.entries(parts)
      .filter(([, check]) => check === 'down')
      .map(([part]) => part);
    const present = Object.fromEntries(Object.entries(parts).filter(([, check]) => check !== undefined));
    return { status: failing.length ? 'error' : 'ok', ...present, failing };
  }

  /** Every queue answers on Redis and every queue worker of this process is still taking jobs. */
  private async queuesReachable(): Promise<void> {
    if (!this.shutdown.workersRunning()) throw new Error('a queue worker stopped');
    if (!this.queues) {
      const connection = this.redis.open('health-queues', { maxRetriesPerRequest: 1 });
      this.queues = DASHBOARD_QUEUES.map((name) => {
        const queue = new Queue(name, { connection, prefix: this.config.REDIS_PREFIX });
        queue.on('error', () => undefined); // the connection already logs; readiness says 'down'
        return queue;
      });
    }
    await Promise.all(this.queues.map((queue) => queue.getJobCounts('waiting', 'active')));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all((this.queues ?? []).map((queue) => queue.close().catch(() => undefined)));
  }
}
