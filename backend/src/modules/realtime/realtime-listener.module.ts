import { Module } from '@nestjs/common';
import { RealtimeListener } from './realtime.listener';

@Module({ providers: [RealtimeListener], exports: [RealtimeListener] })
export class RealtimeListenerModule {}
