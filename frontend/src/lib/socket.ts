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
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@conectando/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
// Makes a connection, not yet connected; the app's loads socket.io-client on first use.
export type SocketFactory = () => AppSocket | Promise<AppSocket>;

// Same origin: the session cookie authenticates the handshake (the server refuses it otherwise).
// socket.io-client is fetched only once someone signs in: the landing and /login never need it.
export const createAppSocket: SocketFactory = () =>
  import('socket.io-client').then(({ io }) => io({ path: SOCKET_PATH, withCredentials: true, autoConnect: false }));

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
  // The server ends the sockets of a session at logout; any other server-side close is retried.
  const onDisconnect = (reason: string) => {
    if (reason === 'io server disconnect') onConnectError();
  };
  // Back online: try now instead of waiting out socket.io's back-off (up to 5 s after a long outage).
  const onOnline = () => {
    if (next.connected) return;
    window.clearTimeout(retry);
    next.disconnect().connect();
  };
  next.on('connect_error', onConnectError);
  next.on('disconnect', onDisconnect);
  window.addEventListener('online', onOnline);
  next.connect();
  liveSockets.add(next);
  store.set(next);
  return () => {
    liveSockets.delete(next);
    window.removeEventListener('online', onOnline);
    window.clearTimeout(retry);
    next.off('connect_error', onConnectError);
    next.off('disconnect', onDisconnect);
    next.disconnect();
    store.set((current) => (current === next ? null : current));
  };
}

// The live connection, or null while signed out or before it is created (and while hydrating).
export function useSocket(): AppSocket | null {
  const store = useContext(SocketContext);
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

// Whether the connection is up right now (re-renders on connect and disconnect).
export function useSocketConnected(): boolean {
  const socket = useSocket();
  return useSyncExternalStore(
    (onChange) => {
      if (!socket) return () => undefined;
      socket.on('connect', onChange);
      socket.on('disconnect', onChange);
      return () => {
        socket.off('connect', onChange);
        socket.off('disconnect', onChange);
      };
    },
    () => socket?.connected ?? false,
    () => false,
  );
}
