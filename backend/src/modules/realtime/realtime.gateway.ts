import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import {
  CHAT_MSG,
  ChatMessageResponse,
  ErrorCode,
  MarkChatReadDto,
  SendMessageDto,
  SOCKET_PATH,
  TypingDto,
} from '@conectando/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Server } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { validatePayload } from '../../common/validate-payload';
import { Broadcaster, chatRoom, RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { ChatService } from '../chat/chat.service';
import { AppSocket, SocketAdmission } from './socket-admission.service';

type Ack<T> = { ok: true; data: T } | { ok: false; message: string };

/** Acknowledges with the result, or with the Spanish message of a refused request. */
async function ack<T>(work: () => Promise<T>): Promise<Ack<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, message: (e.getResponse() as { message: string }).message };
    throw e;
  }
}

/**
 * The socket side of the app: who the socket is comes from the session cookie of its handshake;
 * rooms are chosen here, never by the client. Handlers only parse and delegate.
 */
@WebSocketGateway({ path: SOCKET_PATH })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);
  // A socket that sends more than this many events a second is dropped; the others are not affected.
  private readonly flood: RateLimiterMemory;

  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly chats: ChatService,
    private readonly admission: SocketAdmission,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.flood = new RateLimiterMemory({ points: config.SOCKET_EVENTS_PER_SECOND, duration: 1 });
  }

  afterInit(server: Server): void {
    this.realtime.attach(server as unknown as Broadcaster);
    // Admission runs before the client is told it is connected, so its rooms are in place for the first push.
    server.use((socket, next) => {
      this.admission.admit(socket as AppSocket).then(() => next(), (e: Error) => next(e));
    });
  }

  handleConnection(socket: AppSocket): void {
    socket.use((_event, next) => {
      this.flood.consume(socket.id).then(
        () => next(),
        () => {
          this.logger.warn(`Socket ${socket.id} de ${socket.data.user.id} desconectado por exceso de mensajes`);
          socket.disconnect(true);
        },
      );
    });
  }

  handleDisconnect(socket: AppSocket): void {
    this.admission.leave(socket);
  }

  @SubscribeMessage('chat:send')
  send(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): Promise<Ack<ChatMessageResponse>> {
    return ack(async () => this.chats.send(socket.data.user, await validatePayload(SendMessageDto, body), socket.id));
  }

  @SubscribeMessage('chat:read')
  read(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): Promise<Ack<{ seq: number }>> {
    return ack(async () => {
      const dto = await validatePayload(MarkChatReadDto, body);
      return this.chats.markRead(socket.data.user, dto.chatId, dto.seq);
    });
  }

  /** Relayed only inside a chat the socket belongs to; the indicator expires on the client. */
  @SubscribeMessage('chat:typing')
  async typing(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): Promise<Ack<true>> {
    return ack(async () => {
      const dto = await validatePayload(TypingDto, body);
      if (!socket.rooms.has(chatRoom(dto.chatId))) throw new AppError(ErrorCode.Forbidden, CHAT_MSG.notParticipant);
      const user = socket.data.user;
      socket.to(chatRoom(dto.chatId)).emit('chat:typing', { chatId: dto.chatId, userId: user.id, name: user.name, isTyping: dto.isTyping !== false });
      return true as const;
    });
  }
}
