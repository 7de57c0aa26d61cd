import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@conectando/contracts';
import { useSocket } from './socket';

// The latest handler, without re-subscribing on every render.
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

// Listens to a server event for the component's life. Handlers feed the query cache, nothing else.
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // socket.io's typed `on` cannot relate a generic event name to its listener.
    (socket.on as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    return () => {
      (socket.off as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    };
  }, [socket, event, latest]);
}

// Runs on every (re)connect: what happened while the socket was away never arrives as events
// (socket.io delivers at most once), so this is where the cache catches up. `sessionWide` listeners
// (the signed-in parts, which load after the socket may have connected) also run at once when the
// connection is already up: an event before they listened (a chat someone just started) was lost.
export function useSocketConnect(handler: () => void, { sessionWide = false } = {}): void {
  const socket = useSocket();
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    if (sessionWide && socket.connected) listener();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket, latest, sessionWide]);
}
