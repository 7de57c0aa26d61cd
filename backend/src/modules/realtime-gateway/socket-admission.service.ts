import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PresenceService } from '../../infra/realtime/presence.service';
import { ADMINS_ROOM, sessionRoom, userRoom } from '../../infra/realtime/realtime-emitter.service';
import { SessionUsersService } from '../users/session-users.service';
import type { AppSocket } from './app-socket';
import { SocketHandlers } from './socket-handlers.registry';

/**
 * Who a socket is (its handshake's session) and which rooms it belongs to: decided here and by the
 * modules' @SocketRooms, never by the client.
 */
@Injectable()
export class SocketAdmission {
  constructor(
    private readonly users: SessionUsersService,
    private readonly handlers: SocketHandlers,
    private readonly presence: PresenceService,
  ) {}

  async admit(socket: AppSocket): Promise<void> {
    const req = socket.request as Request;
    const userId = req.session?.userId;
    const user = userId ? await this.users.sessionUser(userId) : null;
    if (!user || user.suspendedAt || user.deletedAt) throw new Error('No autenticado');
    socket.data.user = { id: user.id, name: user.name, isAdmin: user.isAdmin };
    socket.data.sessionId = req.sessionID;
    const rooms = [userRoom(user.id), sessionRoom(req.sessionID), ...(await this.handlers.roomsOf(socket.data.user))];
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
