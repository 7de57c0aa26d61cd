import type { ClientToServerEvents } from '@conectando/contracts';
import type { AppSocket, SocketUser } from './app-socket';

export const SOCKET_HANDLER = Symbol('socket-handler');

/** What a provider method marked for the gateway does; the gateway finds the marks at boot. */
export type SocketHandlerMark =
  { kind: 'event'; event: keyof ClientToServerEvents } | { kind: 'rooms' } | { kind: 'silence' };

const addMark = (target: object, key: string | symbol, mark: SocketHandlerMark): void => {
  const marks = (Reflect.getMetadata(SOCKET_HANDLER, target, key) as SocketHandlerMark[] | undefined) ?? [];
  Reflect.defineMetadata(SOCKET_HANDLER, [...marks, mark], target, key);
};

/**
 * Handles one event a client sends on its socket. The payload is unknown: the handler validates it
 * (validatePayload) and returns or resolves to the acknowledgement; a refusal is thrown as an AppError.
 */
export function OnSocketEvent(event: keyof ClientToServerEvents) {
  return <H extends (socket: AppSocket, payload: unknown) => unknown>(
    target: object,
    key: string | symbol,
    _descriptor: TypedPropertyDescriptor<H>,
  ): void => addMark(target, key, { kind: 'event', event });
}

/** Rooms a socket joins when admitted, besides its user's, its session's and the admins' (the gateway's). */
export function SocketRooms() {
  return <H extends (user: SocketUser) => Promise<string[]>>(
    target: object,
    key: string | symbol,
    _descriptor: TypedPropertyDescriptor<H>,
  ): void => addMark(target, key, { kind: 'rooms' });
}

/**
 * Told when a socket's heartbeat timed out: its phone went silent at `silentSince`, and what was pushed
 * since was not heard. Runs once the socket is counted offline; a failure is logged, not retried.
 */
export function OnSocketSilence() {
  return <H extends (userId: string, silentSince: Date) => Promise<void>>(
    target: object,
    key: string | symbol,
    _descriptor: TypedPropertyDescriptor<H>,
  ): void => addMark(target, key, { kind: 'silence' });
}
