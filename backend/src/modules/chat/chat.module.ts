import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ChatAttachmentInterceptor } from './chat-attachment.interceptor';
import { ChatAttachmentsService } from './chat-attachments.service';
import { ChatAccountsListener } from './chat-accounts.listener';
import { ChatNotificationsListener } from './chat-notifications.listener';
import { ChatController } from './chat.controller';
import { ChatPersonalData } from './chat.personal-data';
import { ChatEvidenceService } from './chat-evidence.service';
import { ChatSendingService } from './chat-sending.service';
import { ChatService } from './chat.service';
import { ChatSocketHandlers } from './chat.socket-handlers';
import { MessageWriter } from './message-writer';
import { Chat } from './entities/chat.entity';
import { ChatParticipant } from './entities/chat-participant.entity';
import { Message } from './entities/message.entity';
import { SafetyModule } from '../safety/safety.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { ApplicationsModule } from '../applications/applications.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([Chat, ChatParticipant, Message]),
    NotificationsModule,
    UsersModule,
    SafetyModule,
    MeetingsModule,
    ApplicationsModule,
  ],
  controllers: [ChatController],
  providers: [
    ChatService,
    ChatSendingService,
    ChatEvidenceService,
    ChatPersonalData,
    ChatAttachmentsService,
    ChatAttachmentInterceptor,
    MessageWriter,
    ChatNotificationsListener,
    ChatAccountsListener,
    ChatSocketHandlers,
  ],
  exports: [ChatEvidenceService],
})
export class ChatModule {}
