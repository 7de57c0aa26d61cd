import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket } from '@/lib/socket';
import { useSocketEvent } from '@/lib/use-socket-event';

// The indicator disappears on its own if the 'stopped typing' signal never comes.
export const TYPING_EXPIRY_MS = 15_000;
// While the user types, 'escribiendo' is sent at most this often.
export const TYPING_THROTTLE_MS = 3_000;

// Who else is typing in this chat (from chat:typing), or null.
export function useTypingIndicator(chatId: string, myId: string | null): string | null {
  const [typing, setTyping] = useState<{ chatId: string; name: string; userId: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setTyping(null);
  }, []);

  useSocketEvent('chat:typing', (event) => {
    if (event.chatId !== chatId || event.userId === myId) return;
    if (!event.isTyping) return clear();
    setTyping({ chatId, name: event.name, userId: event.userId });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTyping(null), TYPING_EXPIRY_MS);
  });
  // Their message arrived: they are no longer typing it.
  useSocketEvent('chat:message', (message) => {
    if (message.chatId === chatId && typing && message.senderId === typing.userId) clear();
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return typing?.chatId === chatId ? typing.name : null;
}

// Tells the other person the user is typing: throttled while typing, 'stopped' on send or leaving.
export function useTypingSignal(chatId: string) {
  const socket = useSocket();
  const lastSent = useRef(0);

  const stop = useCallback(() => {
    if (!socket || lastSent.current === 0) return;
    lastSent.current = 0;
    socket.volatile.emit('chat:typing', { chatId, isTyping: false });
  }, [socket, chatId]);

  const typed = useCallback(
    (text: string) => {
      if (!socket) return;
      if (text.trim() === '') return stop();
      const now = Date.now();
      if (now - lastSent.current < TYPING_THROTTLE_MS) return;
      lastSent.current = now;
      // Volatile: a typing signal is worthless later, so it is dropped rather than queued offline.
      socket.volatile.emit('chat:typing', { chatId, isTyping: true });
    },
    [socket, chatId, stop],
  );

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
