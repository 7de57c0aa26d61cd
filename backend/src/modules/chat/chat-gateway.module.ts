import { Module } from '@nestjs/common';
import { MeetingsModule } from '../meetings/meetings.module';
import { UsersModule } from '../users/users.module';
import { ChatGateway } from './chat.gateway';
import { ChatModule } from './chat.module';
import { SocketAdmission } from './socket-admission.service';

/** The socket.io gateway (chat messages, and each socket's rooms): only in processes that serve clients. */
@Module({ imports: [ChatModule, UsersModule, MeetingsModule], providers: [ChatGateway, SocketAdmission] })
export class ChatGatewayModule {}
