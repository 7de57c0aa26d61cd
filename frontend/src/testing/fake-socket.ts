import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@conectando/contracts';
import type { AppSocket } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;
type ClientEvent = keyof ClientToServerEvents;
type AckAnswer = Parameters<Parameters<ClientToServerEvents['chat:send']>[1]>[0];

export interface EmittedEvent {
  event: ClientEvent;
  payload: unknown;
  volatile: boolean;
}

// A stand-in for the socket.io client with just what the app uses: on/off, emit, volatile.emit,
// timeout().emitWithAck, connect/disconnect. Tests play the server: `serverEmit`, `answerSends`,
// `connect` and `disconnect`.
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: EmittedEvent[] = [];
  // By default a send is acknowledged by the test (deferred); answerSends sets an automatic answer.
  let answer: ((payload: Parameters<ClientToServerEvents['chat:send']>[0]) => AckAnswer | Promise<AckAnswer>) | null =
    null;
  const waiting: { payload: unknown; resolve: (value: AckAnswer) => void; reject: (error: Error) => void }[] = [];

  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };

  const record = (event: ClientEvent, payload: unknown, volatile: boolean) => {
    emitted.push({ event, payload, volatile });
  };

  const socket = {
    connected: false,
    active: false,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: ClientEvent, payload: unknown) {
      record(event, payload, false);
      return socket;
    },
    volatile: {
      emit(event: ClientEvent, payload: unknown) {
        if (socket.connected) record(event, payload, true);
        return socket;
      },
    },
    timeout: vi.fn((_ms: number) => ({
      emitWithAck: (event: ClientEvent, payload: Parameters<ClientToServerEvents['chat:send']>[0]) => {
        record(event, payload, false);
        if (answer) return Promise.resolve(answer(payload));
        return new Promise<AckAnswer>((resolve, reject) => waiting.push({ payload, resolve, reject }));
      },
    })),
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => {
      socket.connected = false;
      socket.active = false;
      return socket;
    }),
  };

  return {
    socket: socket as unknown as AppSocket,
    factory: () => socket as unknown as AppSocket,
    emitted,
    // What the app emitted for one event.
    emittedOf: <E extends ClientEvent>(event: E) =>
      emitted.filter((e) => e.event === event).map((e) => e.payload as Parameters<ClientToServerEvents[E]>[0]),
    // How many listeners the app has on an event now.
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    // The server pushes an event.
    serverEmit: <E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) =>
      act(() => fire(event, ...args)),
    // The connection comes up (again): 'connect' fires.
    connect: () =>
      act(() => {
        socket.connected = true;
        socket.active = true;
        fire('connect');
      }),
    // The connection drops (socket.io would try to reconnect).
    disconnect: () =>
      act(() => {
        socket.connected = false;
        fire('disconnect', 'transport close');
      }),
    // The server closes the connection (socket.io does not reconnect by itself then).
    closeFromServer: () =>
      act(() => {
        socket.connected = false;
        socket.active = false;
        fire('disconnect', 'io server disconnect');
      }),
    // Every chat:send from now on is answered this way.
    answerSends: (fn: typeof answer) => {
      answer = fn;
    },
    // Answers the oldest chat:send still waiting (or fails it, like a timeout).
    ack: (value: AckAnswer) => act(async () => waiting.shift()?.resolve(value)),
    timeoutSend: () => act(async () => waiting.shift()?.reject(new Error('operation has timed out'))),
    waitingSends: () => waiting.map((w) => w.payload),
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
