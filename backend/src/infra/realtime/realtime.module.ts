import { Global, Module } from '@nestjs/common';
import { PresenceService } from './presence.service';
import { RealtimeEmitter } from './realtime-emitter.service';

@Global()
@Module({ providers: [RealtimeEmitter, PresenceService], exports: [RealtimeEmitter, PresenceService] })
export class RealtimeInfraModule {}
