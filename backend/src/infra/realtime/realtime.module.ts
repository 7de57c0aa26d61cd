import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { PresenceService } from './presence.service';
import { RealtimeEmitter } from './realtime-emitter.service';
import { WorkerRealtimeEmitter } from './worker-emitter.service';

/**
 * Pushes to sockets from any module: the emitter, presence, and in worker processes (no sockets of
 * their own) the Redis emitter behind it. The socket.io adapter is set on the app (realtime-io.adapter).
 */
@Module({})
export class RealtimeModule {
  static forRoot(config: AppConfig): DynamicModule {
    const servesClients = config.APP_ROLE !== 'worker';
    return {
      module: RealtimeModule,
      global: true,
      providers: [RealtimeEmitter, PresenceService, ...(servesClients ? [] : [WorkerRealtimeEmitter])],
      exports: [RealtimeEmitter, PresenceService],
    };
  }
}
