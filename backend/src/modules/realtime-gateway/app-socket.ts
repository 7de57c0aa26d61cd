import type { ClientToServerEvents, ServerToClientEvents } from '@conectando/contracts';
import type { Socket } from 'socket.io';
import type { User } from '../users/entities/user.entity';

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
