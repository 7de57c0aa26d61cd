import { Injectable } from '@nestjs/common';
import {
  CHAT_MSG,
  ChatMessageResponse,
  ErrorCode,
  MarkChatReadDto,
  SendMessageDto,
  TypingDto,
} from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { validatePayload } from '../../common/validate-payload';
import { chatRoom } from '../../infra/realtime/realtime-emitter.service';
import type { AppSocket, SocketUser } from '../realtime-gateway/app-socket';
import { OnSocketEvent, SocketRooms } from '../realtime-gateway/socket-handler.decorator';
import { ChatSendingService } from './chat-sending.service';
import { ChatService } from './chat.service';

type Ack<T> = { ok: true; data: T };

/** What a socket may ask of the chat, and the chat rooms it joins: handlers only parse and delegate. */
@Injectable()
export class ChatSocketHandlers {
  constructor(
    private readonly chats: ChatService,
    private readonly sending: ChatSendingService,
  ) {}

  @SocketRooms()
  async chatRooms(user: SocketUser): Promise<string[]> {
    return (await this.chats.chatIdsOf(user.id)).map(chatRoom);
  }

  @OnSocketEvent('chat:send')
  async send(socket: AppSocket, body: unknown): Promise<Ack<ChatMessageResponse>> {
    const dto = validatePayload(SendMessageDto, body);
    return { ok: true, data: await this.sending.send(socket.data.user, dto, socket.id) };
  }

  @OnSocketEvent('chat:read')
  async read(socket: AppSocket, body: unknown): Promise<Ack<{ seq: number }>> {
    const dto = validatePayload(MarkChatReadDto, body);
    return { ok: true, data: await this.chats.markRead(socket.data.user, dto.chatId, dto.seq) };
  }

  /** Relayed only inside a chat the socket belongs to; the indicator expires on the client. */
  @OnSocketEvent('chat:typing')
  typing(socket: AppSocket, body: unknown): Ack<true> {
    const dto = validatePayload(TypingDto, body);
    if (!socket.rooms.has(chatRoom(dto.chatId))) throw new AppError(ErrorCode.Forbidden, CHAT_MSG.notParticipant);
    const user = socket.data.user;
    socket.to(chatRoom(dto.chatId)).emit('chat:typing', {
      chatId: dto.chatId,
      userId: user.id,
      name: user.name,
      isTyping: dto.isTyping !== false,
    });
    return { ok: true, data: true };
  }
}
