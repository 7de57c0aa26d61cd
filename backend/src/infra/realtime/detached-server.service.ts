import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { RedisConnections } from '../redis/redis.module';
import { RealtimeEmitter, RealtimeServer } from './realtime-emitter.service';

/**
 * A worker process holds no client sockets: it pushes through a socket.io server bound to no port,
 * on the Redis adapter, so its emits (and presence checks) reach every API instance.
 */
@Injectable()
export class DetachedRealtimeServer implements OnModuleInit, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly redis: RedisConnections,
    private readonly realtime: RealtimeEmitter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.redis.enabled) return;
    this.server = new Server({ adapter: createAdapter(this.redis.open('worker-io-pub', { enableAutoPipelining: true }), this.redis.open('worker-io-sub'), { key: `${this.config.REDIS_PREFIX}:socket.io`, requestsTimeout: 2000 }) });
    this.realtime.attach(this.server as unknown as RealtimeServer);
  }

  async onApplicationShutdown(): Promise<void> {
    // Bound to no HTTP server, it has no engine to close: only the adapter's subscriptions.
    await this.server?.of('/').adapter.close();
  }
}
