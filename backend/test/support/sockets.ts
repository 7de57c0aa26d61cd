import type { ClientToServerEvents, ServerToClientEvents } from '@conectando/contracts';
import { io, Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client with the given session cookie; resolves once connected, rejects if refused. */
export function connectSocket(url: string, cookie?: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket: TestSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => {
      socket.close();
      reject(e);
    });
  });
}

/**
 * A phone that loses its connection in the middle of the handshake: the connect request reaches the
 * server, and the connection closes while the server is still letting the socket in.
 */
export function dropDuringHandshake(url: string, cookie: string): Promise<void> {
  const socket: TestSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { Cookie: cookie },
  });
  return new Promise((resolve) => {
    // The socket's own 'open' listener (registered first) has just written the CONNECT packet.
    socket.io.once('open', () => {
      socket.io.engine.once('close', () => resolve());
      socket.io.engine.close();
    });
  });
}

/** The next `event` the socket receives (with a timeout, so a missing push fails the test). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(
      event as never,
      ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

export const sendMessage = (
  socket: TestSocket,
  message: { chatId: string; clientMessageId: string; content: string },
) =>
  new Promise<Parameters<Parameters<ClientToServerEvents['chat:send']>[1]>[0]>((resolve) =>
    socket.emit('chat:send', message, resolve),
  );

/** Polls until `check` passes or the time runs out (for effects that travel through queues). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export type AckReply = { ok: boolean; message?: string; data?: unknown };
let rawAckId = 1_000_000;

/**
 * Writes an event frame as an attacker's own client would, straight to the engine, and resolves with
 * the server's ack: socket.io-client's encoder walks payloads recursively and cannot send deep ones.
 */
export function emitRaw(socket: TestSocket, event: string, payloadJson: string, timeoutMs = 5000): Promise<AckReply> {
  const id = ++rawAckId;
  return new Promise<AckReply>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), timeoutMs);
    (socket as unknown as { acks: Record<number, (a: AckReply) => void> }).acks[id] = (a) => {
      clearTimeout(timer);
      resolve(a);
    };
    (socket.io as unknown as { engine: { write: (m: string) => void } }).engine.write(
      `2${id}${JSON.stringify([event]).slice(0, -1)},${payloadJson}]`,
    );
  });
}
