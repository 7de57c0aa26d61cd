import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { Socket } from 'socket.io-client';
import {
  CONNECTION_RESTART,
  SOCKET_CLIENT_OPTIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@conectando/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
// Makes a connection, not yet connected; the app's loads socket.io-client on first use.
export type SocketFactory = () => AppSocket | Promise<AppSocket>;

// Same origin: the session cookie authenticates the handshake (the server refuses it otherwise).
// socket.io-client is fetched only once someone signs in: the landing and /login never need it.
export const createAppSocket: SocketFactory = () =>
  import('socket.io-client').then(({ io }) =>
    io({
      ...SOCKET_CLIENT_OPTIONS,
      transports: [...SOCKET_CLIENT_OPTIONS.transports],
      withCredentials: true,
      autoConnect: false,
    }),
  );

// Tests swap the factory for a fake (AppProvider's `createSocket`); the app uses the real one.
export const SocketFactoryContext = createContext<SocketFactory>(createAppSocket);

/**
 * The current connection, held where consumers subscribe to it. The context's value never changes:
 * a new connection reaches only the components that use it, and never makes React hydrate a
 * server-drawn screen at once, in one long task, to hand it new context.
 */
class SocketStore {
  private socket: AppSocket | null = null;
  private readonly listeners = new Set<() => void>();

  readonly get = (): AppSocket | null => this.socket;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: SetStateAction<AppSocket | null>): void {
    const value = typeof next === 'function' ? next(this.socket) : next;
    if (value === this.socket) return;
    this.socket = value;
    for (const listener of this.listeners) listener();
  }
}

const SocketContext = createContext<SocketStore>(new SocketStore());

// The open connections, so a change of account can close them at once, before React re-renders.
const liveSockets = new Set<AppSocket>();

// Connections the server closed because another window or device of the account took their place
// (its per-user cap), with the server's words for it.
const replacedBy = new WeakMap<AppSocket, string>();

// Closes every live connection now; the provider opens the next account's on its next render.
export function closeLiveConnections(): void {
  for (const socket of liveSockets) socket.disconnect();
}

interface SocketProviderProps {
  // The signed-in user: one connection while it is known, none (and the old one closed) otherwise.
  userId: string | null;
  // The server refused or closed the connection: the session may have ended (the app re-reads it).
  onRefused?: () => void;
  children: ReactNode;
}

export function SocketProvider({ userId, onRefused, children }: SocketProviderProps) {
  const createSocket = useContext(SocketFactoryContext);
  const [store] = useState(() => new SocketStore());
  const refusedRef = useRef(onRefused);
  useLayoutEffect(() => {
    refusedRef.current = onRefused;
  });

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const made = createSocket();
    if (made instanceof Promise)
      void made.then((next) => (cancelled ? next.disconnect() : (stop = wire(next, refusedRef, store))));
    else stop = wire(made, refusedRef, store);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, createSocket, store]);

  return createElement(SocketContext.Provider, { value: store }, children);
}

// Wires one connection up and returns how to tear it down.
function wire(next: AppSocket, refusedRef: RefObject<(() => void) | undefined>, store: SocketStore): () => void {
  // A refused handshake (session gone, server restarting) is not retried by socket.io itself:
  // try again later; the session re-read (a 401 anywhere) unmounts this connection when it ended.
  let retry: number | undefined;
  const onConnectError = () => {
    if (next.active) return;
    refusedRef.current?.();
    window.clearTimeout(retry);
    retry = window.setTimeout(() => next.connect(), 5000);
  };
  // The server ends the sockets of a session at logout; any other server-side close is retried, except
  // for a connection another window or device replaced: retrying it would close another window's in
  // turn, and that one another's, for ever.
  const onDisconnect = (reason: string) => {
    if (reason === 'io server disconnect' && !replacedBy.has(next)) onConnectError();
  };
  // An instance restarting says so and drops the connection; socket.io's own reconnection brings it back.
  const onReplaced = ({ reason }: { reason: string }) => {
    if (reason !== CONNECTION_RESTART) replacedBy.set(next, reason);
  };
  const onConnect = () => void replacedBy.delete(next);
  // A replaced connection comes back when the person comes back to this window ('Usar aquí' too).
  const onReturn = () => {
    if (replacedBy.has(next) && !next.connected && document.visibilityState === 'visible') next.connect();
  };
  // Back online: try now instead of waiting out socket.io's back-off (up to 5 s after a long outage).
  const onOnline = () => {
    if (next.connected || replacedBy.has(next)) return;
    window.clearTimeout(retry);
    next.disconnect().connect();
  };
  next.on('connect_error', onConnectError);
  next.on('disconnect', onDisconnect);
  next.on('connection:closed', onReplaced);
  next.on('connect', onConnect);
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  next.connect();
  liveSockets.add(next);
  store.set(next);
  return () => {
    liveSockets.delete(next);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
    window.clearTimeout(retry);
    next.off('connect_error', onConnectError);
    next.off('disconnect', onDisconnect);
    next.off('connection:closed', onReplaced);
    next.off('connect', onConnect);
    next.disconnect();
    store.set((current) => (current === next ? null : current));
  };
}

// The live connection, or null while signed out or before it is created (and while hydrating).
export function useSocket(): AppSocket | null {
  const store = useContext(SocketContext);
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

type ConnectionEvent = 'connect' | 'disconnect' | 'connection:closed';

// Something of the current connection, read again on each of the given events of it.
function useSocketValue<T>(events: readonly ConnectionEvent[], read: (socket: AppSocket | null) => T): T {
  const socket = useSocket();
  return useSyncExternalStore(
    (onChange) => {
      if (!socket) return () => undefined;
      for (const event of events) socket.on(event, onChange);
      return () => {
        for (const event of events) socket.off(event, onChange);
      };
    },
    () => read(socket),
    () => read(null),
  );
}

const UP_OR_DOWN = ['connect', 'disconnect'] as const;
// After wire()'s own listeners, which were added first: the reason is recorded by then.
const REPLACED_OR_BACK = ['connection:closed', 'connect'] as const;

// Whether the connection is up right now (re-renders on connect and disconnect).
export function useSocketConnected(): boolean {
  return useSocketValue(UP_OR_DOWN, (socket) => socket?.connected ?? false);
}

/**
 * Why the server closed this window's connection, when another window or device of the account took its
 * place (null otherwise), and how to take it back ('Usar aquí'), which closes the oldest other one.
 */
export function useSocketReplaced(): { reason: string; connectHere: () => void } | null {
  const socket = useSocket();
  const reason = useSocketValue(REPLACED_OR_BACK, (current) => (current ? (replacedBy.get(current) ?? null) : null));
  if (!socket || reason === null) return null;
  return { reason, connectHere: () => void socket.connect() };
}
