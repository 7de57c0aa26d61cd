import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AllowDuringMaintenance, Public } from '../../common/decorators/access.decorators';
import { ShutdownState } from '../../infra/process/shutdown';
import { RedisConnections } from '../../infra/redis/redis.module';
import { ReadinessService } from './readiness.service';

type Check = 'up' | 'down';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisConnections,
    private readonly shutdown: ShutdownState,
    private readonly readiness: ReadinessService,
  ) {}

  /**
   * Anyone: 200 when the database (and Redis, when configured) answer; 503 otherwise, and at once
   * while the process shuts down, so a load balancer sends it nothing new. Kept as it was for older
   * callers; orchestrators use live and ready below.
   */
  @Get()
  @Public()
  @AllowDuringMaintenance()
  async check(@Res({ passthrough: true }) res: Response) {
    if (this.shutdown.draining) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining' };
    }
    const up = (p: Promise<unknown>): Promise<Check> =>
      withTimeout(p, 2000).then(
        () => 'up',
        () => 'down',
      );
    const database = await up(this.dataSource.query('SELECT 1'));
    const redis = this.redis.enabled ? await up(this.redis.ping()) : undefined;
    const healthy = database === 'up' && redis !== 'down';
    if (!healthy) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: healthy ? 'ok' : 'error', database, ...(redis ? { redis } : {}) };
  }

  /** Anyone: the process answers (an orchestrator restarts it when this stops). Touches nothing else. */
  @Get('live')
  @Public()
  @AllowDuringMaintenance()
  live() {
    return { status: 'ok' };
  }

  /**
   * Anyone: 200 when every part this process needs answers (database, Redis, storage, and on a worker
   * its queues); 503 naming the failing parts, or at once while draining.
   */
  @Get('ready')
  @Public()
  @AllowDuringMaintenance()
  async ready(@Res({ passthrough: true }) res: Response) {
    const readiness = await this.readiness.check();
    if (readiness.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
