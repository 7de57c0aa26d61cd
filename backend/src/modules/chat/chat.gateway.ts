import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import {
  CHAT_MSG,
  ChatMessageResponse,
  ErrorCode,
  MarkChatReadDto,
  SendMessageDto,
  SOCKET_PATH,
  TypingDto,
} from '@conectando/contracts';
import type { Server } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RequestContext } from '../../infra/logging/request-context';
import { EventBudget } from '../../infra/rate-limit/event-budget';
import { AppError } from '../../common/errors/app-error';
import { validatePayload } from '../../common/validate-payload';
import { chatRoom, RealtimeEmitter, userRoom } from '../../infra/realtime/realtime-emitter.service';
import { listenToEvents, SocketEventHandler } from '../../infra/realtime/socket-events';
import { ChatNotificationsListener } from './chat-notifications.listener';
import { MeetingSignals } from '../meetings/meeting-signals.service';
import { ChatService } from './chat.service';
import { AppSocket, SocketAdmission } from './socket-admission.service';

type Ack<T> = { ok: true; data: T } | { ok: false; message: string };

/** Acknowledges with the result; a failure is answered by listenToEvents (socket-events.ts). */
async function ack<T>(work: () => T | Promise<T>): Promise<Ack<T>> {
  return { ok: true, data: await work() };
}

export const SOCKET_MSG = {
  tooManyEvents: 'Estás enviando demasiados mensajes. Espera un momento.',
  tooManySockets: 'Se abrió esta cuenta en otra ventana o dispositivo; esta conexión se cerró.',
} as const;

/**
 * The socket side of the app: who the socket is comes from the session cookie of its handshake;
 * rooms are chosen here, never by the client. Handlers only parse and delegate.
 */
function closeForCap(socket: {
  emit: (event: 'connection:closed', payload: { reason: string }) => unknown;
  disconnect: (close?: boolean) => unknown;
}): void {
  socket.emit('connection:closed', { reason: SOCKET_MSG.tooManySockets });
  socket.disconnect(true);
}

@WebSocketGateway({ path: SOCKET_PATH })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('ChatGateway');
  // A socket that sends more than this many events a second is dropped; the others are not affected.
  private readonly flood: EventBudget;
  // And a user's sockets together share a budget: ten sockets do not buy ten times the events. Both
  // stay in this process's memory: a socket lives on one instance, and a Redis round trip per event
  // would sit on the chat's latency path (the socket cap bounds what a user holds across instances).
  private readonly userBudget: EventBudget;
  // This instance's sockets of each user, oldest first, for the per-user cap.
  private readonly socketsOf = new Map<string, AppSocket[]>();
  private readonly socketsPerUser: number;
  private readonly sharedAdapter: boolean;
  // The longest a silent phone's socket is still counted as connected (its heartbeat's limits).
  private readonly silenceMs: number;
  private server?: Server;
  // What a client may ask of its socket.
  private readonly events: Record<string, SocketEventHandler<AppSocket>> = {
    'chat:send': (socket, body) => this.send(socket, body),
    'chat:read': (socket, body) => this.read(socket, body),
    'chat:typing': (socket, body) => this.typing(socket, body),
    'meeting:signal': (socket, body) => this.meetingSignals.relay(socket.data.user.id, body),
  };

  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly chats: ChatService,
    private readonly admission: SocketAdmission,
    private readonly chatNotifications: ChatNotificationsListener,
    private readonly meetingSignals: MeetingSignals,
    private readonly context: RequestContext,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.flood = new EventBudget(config.SOCKET_EVENTS_PER_SECOND);
    this.userBudget = new EventBudget(config.SOCKET_EVENTS_PER_SECOND_PER_USER);
    this.socketsPerUser = config.SOCKETS_PER_USER;
    this.sharedAdapter = Boolean(config.REDIS_URL);
    this.silenceMs = config.SOCKET_PING_INTERVAL_MS + config.SOCKET_PING_TIMEOUT_MS;
  }

  afterInit(server: Server): void {
    this.server = server;
    this.realtime.attach(server);
    // Admission runs before the client is told it is connected, so its rooms are in place for the first push.
    server.use((socket, next) => {
      this.admission.admit(socket as AppSocket).then(
        () => next(),
        (e: Error) => next(e),
      );
    });
  }

  handleConnection(socket: AppSocket): void {
    this.admission.arrived(socket);
    this.logger.debug(`Socket ${socket.id} de ${socket.data.user.id} conectado`);
    // A heartbeat that timed out means a phone went silent some time ago: what came since was not heard.
    socket.once('disconnect', (reason) => {
      if (reason !== 'ping timeout') return;
      const silentSince = new Date(Date.now() - this.silenceMs);
      // Once every 'disconnect' listener has run, handleDisconnect's presence update included.
      setImmediate(() =>
        this.chatNotifications
          .notifyMissedWhileSilent(socket.data.user.id, silentSince)
          .catch((e: Error) => this.logger.warn(`Avisos de mensajes no escuchados: ${e.message}`)),
      );
    });
    this.capSockets(socket);
    socket.use((packet, next) => {
      const ack = packet[packet.length - 1] as unknown;
      const refuse = (message: string) =>
        typeof ack === 'function' ? (ack as (r: Ack<never>) => void)({ ok: false, message }) : undefined;
      if (!this.flood.take(socket.id)) {
        this.logger.warn(`Socket ${socket.id} de ${socket.data.user.id} desconectado por exceso de mensajes`);
        refuse(SOCKET_MSG.tooManyEvents);
        socket.disconnect(true);
      } else if (!this.userBudget.take(socket.data.user.id)) refuse(SOCKET_MSG.tooManyEvents);
      else next();
    });
    listenToEvents(socket, this.events, this.context);
  }

  handleDisconnect(socket: AppSocket): void {
    this.admission.leave(socket);
    const userId = socket.data.user?.id;
    this.logger.debug(`Socket ${socket.id} de ${userId ?? 'nadie'} cerrado`);
    const mine = userId ? this.socketsOf.get(userId) : undefined;
    if (!mine) return;
    const left = mine.filter((s) => s !== socket);
    if (left.length) this.socketsOf.set(userId, left);
    else this.socketsOf.delete(userId);
  }

  /**
   * A user holds at most SOCKETS_PER_USER sockets: a new one closes the oldest, which is told why.
   * This instance's at once; with Redis, every instance's too, asked after admission so it never waits.
   */
  private capSockets(socket: AppSocket): void {
    const userId = socket.data.user.id;
    const mine = [...(this.socketsOf.get(userId) ?? []), socket];
    while (mine.length > this.socketsPerUser) closeForCap(mine.shift()!);
    this.socketsOf.set(userId, mine);
    if (!this.sharedAdapter || !this.server) return;
    this.server
      .in(userRoom(userId))
      .fetchSockets()
      .then((all) => {
        const oldestFirst = all.sort((a, b) => a.handshake.issued - b.handshake.issued);
        oldestFirst.slice(0, Math.max(0, oldestFirst.length - this.socketsPerUser)).forEach(closeForCap);
      })
      .catch((e: Error) =>
        this.logger.warn(`Tope de conexiones de ${userId} sin verificar en otras instancias: ${e.message}`),
      );
  }

  private send(socket: AppSocket, body: unknown): Promise<Ack<ChatMessageResponse>> {
    return ack(() => this.chats.send(socket.data.user, validatePayload(SendMessageDto, body), socket.id));
  }

  private read(socket: AppSocket, body: unknown): Promise<Ack<{ seq: number }>> {
    return ack(async () => {
      const dto = validatePayload(MarkChatReadDto, body);
      return this.chats.markRead(socket.data.user, dto.chatId, dto.seq);
    });
  }

  /** Relayed only inside a chat the socket belongs to; the indicator expires on the client. */
  private typing(socket: AppSocket, body: unknown): Promise<Ack<true>> {
    return ack(() => {
      const dto = validatePayload(TypingDto, body);
      if (!socket.rooms.has(chatRoom(dto.chatId))) throw new AppError(ErrorCode.Forbidden, CHAT_MSG.notParticipant);
      const user = socket.data.user;
      socket.to(chatRoom(dto.chatId)).emit('chat:typing', {
        chatId: dto.chatId,
        userId: user.id,
        name: user.name,
        isTyping: dto.isTyping !== false,
      });
      return true as const;
    });
  }
}
