import { Injectable } from '@nestjs/common';
import type { ClientToServerEvents, ServerToClientEvents } from '@conectando/contracts';
import type { Request } from 'express';
import type { Socket } from 'socket.io';
import { PresenceService } from '../../infra/realtime/presence.service';
import { ADMINS_ROOM, chatRoom, sessionRoom, userRoom } from '../../infra/realtime/realtime-emitter.service';
import { ChatService } from './chat.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

/**
 * Who a socket is, for as long as it lives: a few fields, not a copy of the account. Thousands of idle
 * phones each hold one; an entity copy is a dictionary-mode object several times its size.
 */
export type SocketUser = Pick<User, 'id' | 'name' | 'isAdmin'>;

export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { user: SocketUser; sessionId: string }
>;

/** Who a socket is (its handshake's session) and which rooms it belongs to: decided here, never by the client. */
@Injectable()
export class SocketAdmission {
  constructor(
    private readonly users: UsersService,
    private readonly chats: ChatService,
    private readonly presence: PresenceService,
  ) {}

  async admit(socket: AppSocket): Promise<void> {
    const req = socket.request as Request;
    const userId = req.session?.userId;
    const user = userId ? await this.users.sessionUser(userId) : null;
    if (!user || user.suspendedAt) throw new Error('No autenticado');
    socket.data.user = { id: user.id, name: user.name, isAdmin: user.isAdmin };
    socket.data.sessionId = req.sessionID;
    const rooms = [
      userRoom(user.id),
      sessionRoom(req.sessionID),
      ...(await this.chats.chatIdsOf(user.id)).map(chatRoom),
    ];
    if (user.isAdmin) rooms.push(ADMINS_ROOM);
    await socket.join(rooms);
  }

  /**
   * Counted as online only once connected: a connection that drops during admission is never told
   * it is connected and never disconnects, so counting it earlier would keep its user "online" (no
   * notification, no push) for as long as this instance lives. Best-effort: Redis is not waited on.
   */
  arrived(socket: AppSocket): void {
    void this.presence.connected(socket.data.user.id, socket.id);
  }

  leave(socket: AppSocket): void {
    if (socket.data.user) void this.presence.disconnected(socket.data.user.id, socket.id);
  }
}
