import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/users.module';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAdmission } from './socket-admission.service';
import { SocketHandlers } from './socket-handlers.registry';

/**
 * The app's socket.io gateway: connections, admission and rooms, flood budgets and the per-user cap.
 * Only in processes that serve clients. What a socket may ask is each module's: its providers mark
 * their handlers (@OnSocketEvent, @SocketRooms, @OnSocketSilence) and the gateway finds them at boot.
 */
@Module({ imports: [DiscoveryModule, UsersModule], providers: [RealtimeGateway, SocketAdmission, SocketHandlers] })
export class RealtimeGatewayModule {}
