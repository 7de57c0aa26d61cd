import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ChatGateway } from './chat.gateway';
import { ChatModule } from './chat.module';
import { SocketAdmission } from './socket-admission.service';

/** The socket.io gateway (chat messages, and each socket's rooms): only in processes that serve clients. */
@Module({ imports: [ChatModule, UsersModule], providers: [ChatGateway, SocketAdmission] })
export class ChatGatewayModule {}
