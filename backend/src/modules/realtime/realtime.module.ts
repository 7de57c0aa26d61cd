import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAdmission } from './socket-admission.service';

/** The socket.io gateway: only in processes that serve clients (APP_ROLE api or all). */
@Module({ imports: [ChatModule], providers: [RealtimeGateway, SocketAdmission] })
export class RealtimeGatewayModule {}
