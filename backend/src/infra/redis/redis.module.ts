import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** Hands out Redis connections for REDIS_URL and closes them all with the app. */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly opened: Redis[] = [];
  private probe?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.REDIS_URL);
  }

  open(name: string, options: RedisOptions = {}): Redis {
    if (!this.config.REDIS_URL) throw new Error('REDIS_URL is not set');
    const connection = new Redis(this.config.REDIS_URL, { connectionName: `cg:${name}`, ...options });
    connection.on('error', (e: Error) => this.logger.warn(`${name}: ${e.message}`));
    this.opened.push(connection);
    return connection;
  }

  /** For the health check: one small connection, opened on first use. */
  async ping(): Promise<void> {
    this.probe ??= this.open('health', { maxRetriesPerRequest: 1 });
    await this.probe.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.opened.map((c) => c.quit().catch(() => c.disconnect())));
  }
}

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
