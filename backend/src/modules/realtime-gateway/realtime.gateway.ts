import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { SOCKET_MSG, SOCKET_PATH } from '@conectando/contracts';
import type { Server } from 'socket.io';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RequestContext } from '../../infra/logging/request-context';
import { EventBudget } from '../../infra/rate-limit/event-budget';
import { RealtimeEmitter, userRoom } from '../../infra/realtime/realtime-emitter.service';
import { listenToEvents } from '../../infra/realtime/socket-events';
import type { AppSocket } from './app-socket';
import { SocketAdmission } from './socket-admission.service';
import { SocketHandlers } from './socket-handlers.registry';

function closeForCap(socket: {
  emit: (event: 'connection:closed', payload: { reason: string }) => unknown;
  disconnect: (close?: boolean) => unknown;
}): void {
  socket.emit('connection:closed', { reason: SOCKET_MSG.tooManySockets });
  socket.disconnect(true);
}

/**
 * The socket side of the app: who the socket is comes from the session cookie of its handshake;
 * rooms are chosen by the server, never by the client. The events a socket may send are the modules'
 * (@OnSocketEvent); here they are only budgeted and handed over.
 */
@WebSocketGateway({ path: SOCKET_PATH })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('RealtimeGateway');
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

  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly admission: SocketAdmission,
    private readonly handlers: SocketHandlers,
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
      setImmediate(() => this.handlers.wentSilent(socket.data.user.id, silentSince));
    });
    this.capSockets(socket);
    socket.use((packet, next) => {
      const ack = packet[packet.length - 1] as unknown;
      const refuse = (message: string) =>
        typeof ack === 'function'
          ? (ack as (r: { ok: false; message: string }) => void)({ ok: false, message })
          : undefined;
      if (!this.flood.take(socket.id)) {
        this.logger.warn(`Socket ${socket.id} de ${socket.data.user.id} desconectado por exceso de mensajes`);
        refuse(SOCKET_MSG.tooManyEvents);
        socket.disconnect(true);
      } else if (!this.userBudget.take(socket.data.user.id)) refuse(SOCKET_MSG.tooManyEvents);
      else next();
    });
    listenToEvents(socket, this.handlers.events, this.context);
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
}
