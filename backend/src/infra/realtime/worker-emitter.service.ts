import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { RealtimeEmitter, socketChannelKey } from './realtime-emitter.service';

/**
 * A worker process holds no client sockets: it publishes its pushes with @socket.io/redis-emitter to
 * the channel the API instances' adapters listen on. Unlike a server on the adapter, it does not
 * subscribe, so it never decodes the chat traffic the API instances broadcast to each other.
 */
@Injectable()
export class WorkerRealtimeEmitter implements OnModuleInit {
  constructor(
    private readonly redis: RedisConnections,
    private readonly realtime: RealtimeEmitter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.redis.enabled) return;
    const emitter = new Emitter(this.redis.open('worker-emitter', { enableAutoPipelining: true }), {
      key: socketChannelKey(this.config),
    });
    this.realtime.attach(emitter);
  }
}
