import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ServerToClientEvents } from '@conectando/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The part of a broadcast that pushing uses; socket.io's operator and the Redis emitter's both have it. */
interface BroadcastTarget {
  emit(event: string, ...args: unknown[]): unknown;
  except(room: string | string[]): BroadcastTarget;
  socketsJoin(room: string): void;
  disconnectSockets(close?: boolean): void;
}

/**
 * Where pushes go: socket.io's Server in processes that hold client sockets, and in worker processes
 * @socket.io/redis-emitter's Emitter, which publishes to the adapter's channel without subscribing to
 * every broadcast the API instances make.
 */
export interface Broadcaster {
  to(room: string | string[]): BroadcastTarget;
  in(room: string | string[]): BroadcastTarget;
  emit(event: string, ...args: unknown[]): unknown;
  /** This process's sockets only (a server's; an emitter holds none). */
  local?: { in(room: string | string[]): BroadcastTarget };
}

export const userRoom = (id: string) => `user:${id}`;
export const chatRoom = (id: string) => `chat:${id}`;
export const sessionRoom = (sid: string) => `session:${sid}`;
/** Sockets of the people in a live class's room (they join it with their admission's pass). */
export const liveClassRoom = (id: string) => `live-class:${id}`;
export const ADMINS_ROOM = 'admins';

/** The Redis channel prefix of socket fan-out: API instances' adapters and workers' emitters must agree. */
export const socketChannelKey = (config: AppConfig) => `${config.REDIS_PREFIX}:socket.io`;

/**
 * The one place that pushes to sockets, by room. In an API process the server is the gateway's;
 * in a worker process it is the Redis emitter. Either way, with Redis, a push
 * reaches the socket on whichever instance holds it.
 */
@Injectable()
export class RealtimeEmitter {
  private readonly logger = new Logger('Realtime');
  // Nest's Logger builds and hands on every call whatever the level: a push per chat message cost the
  // API time for lines never written (docs/decisions/measured-choices.md).
  private readonly logsPushes: boolean;
  private server?: Broadcaster;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'LOG_LEVEL'>) {
    this.logsPushes = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'verbose';
  }

  attach(server: Broadcaster): void {
    this.server = server;
  }

  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    this.emit(userRoom(userId), event, args);
  }

  toChat<E extends keyof ServerToClientEvents>(
    chatId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    this.emit(chatRoom(chatId), event, args);
  }

  toLiveClass<E extends keyof ServerToClientEvents>(
    classId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    this.emit(liveClassRoom(classId), event, args);
  }

  /** To a chat's room except one socket: the sender's own socket has the message from its ack. */
  toChatExcept<E extends keyof ServerToClientEvents>(
    chatId: string,
    socketId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    if (!this.server) return;
    this.pushed(event, chatRoom(chatId));
    this.server
      .to(chatRoom(chatId))
      .except(socketId)
      .emit(event, ...args);
  }

  /** To a room but not to these rooms (a person's user room: what they blocked or were blocked by). */
  toRoomExcept<E extends keyof ServerToClientEvents>(
    room: string,
    except: string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    if (!this.server) return;
    this.pushed(event, room);
    const target = this.server.to(room);
    (except.length ? target.except(except) : target).emit(event, ...args);
  }

  toAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.emit(ADMINS_ROOM, event, args);
  }

  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    if (!this.server) return;
    this.pushed(event, '*');
    this.server.emit(event, ...args);
  }

  /** Makes every socket of these users (on any instance) join a chat's room. */
  joinChat(userIds: string[], chatId: string): void {
    this.onEveryInstance(userIds.map(userRoom), (sockets) => sockets.socketsJoin(chatRoom(chatId)));
  }

  /** Sign-out ends the live connections of that session too. */
  disconnectSession(sessionId: string): void {
    this.onEveryInstance(sessionRoom(sessionId), (sockets) => sockets.disconnectSockets(true));
  }

  /** Every live connection of this user, on any instance (a password change ends them all). */
  disconnectUser(userId: string): void {
    this.onEveryInstance(userRoom(userId), (sockets) => sockets.disconnectSockets(true));
  }

  /**
   * This instance's sockets at once, then every instance's: the Redis adapter applies a join or a
   * disconnect, even to its own sockets, only when its request comes back from Redis, and a push sent
   * meanwhile went by the old rooms (a new chat's first message missed the other person; a signed-out
   * socket still heard the next one). Applying it twice here is a no-op.
   */
  private onEveryInstance(rooms: string | string[], apply: (sockets: BroadcastTarget) => void): void {
    if (!this.server) return;
    if (this.server.local) apply(this.server.local.in(rooms));
    apply(this.server.in(rooms));
  }

  private emit(room: string, event: keyof ServerToClientEvents, args: unknown[]): void {
    if (!this.server) return;
    this.pushed(event, room);
    this.server.to(room).emit(event, ...args);
  }

  // At LOG_LEVEL=debug, each push is a line tagged with the id of the request, socket event or job
  // that caused it (RequestContext), so one id follows a change from the request to every socket.
  private pushed(event: string, room: string): void {
    if (this.logsPushes) this.logger.debug({ msg: 'push', event, room });
  }
}
