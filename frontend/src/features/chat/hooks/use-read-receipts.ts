import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { useDocumentVisible } from '@/lib/use-document-visible';
import { useSocket } from '@/lib/socket';
import { setUnreadFromReadMark } from '../utils/chat-cache';
import type { ChatThread } from '../utils/chat-thread';

// While the conversation is on screen, tells the server how far the user has read (chat:read with
// the highest seq) whenever a message from the other person is newer than that, and clears the
// chat's unread badge. `listed` is the chat as the list knows it (its unread count gives the user's read
// mark there).
export function useReadReceipts(
  chatId: string,
  thread: ChatThread | undefined,
  myId: string | null,
  listed: Pick<ChatSummaryResponse, 'lastSeq' | 'unreadCount'> | undefined,
): void {
  const readSeq = listed ? listed.lastSeq - listed.unreadCount : undefined;
  const listedUnread = listed?.unreadCount ?? 0;
  const queryClient = useQueryClient();
  const socket = useSocket();
  const visible = useDocumentVisible();
  const sentRef = useRef<{ chatId: string; seq: number }>({ chatId, seq: readSeq ?? 0 });
  // Another chat starts from its own read mark, before the effects below compare against it.
  // eslint-disable-next-line react-hooks/refs
  if (sentRef.current.chatId !== chatId) sentRef.current = { chatId, seq: readSeq ?? 0 };

  const lastSeq = thread?.messages.at(-1)?.seq ?? 0;
  let lastFromOther = 0;
  for (const m of thread?.messages ?? []) if (m.senderId !== myId) lastFromOther = m.seq;

  useEffect(() => {
    if (!socket || !visible || lastFromOther <= sentRef.current.seq) return;
    sentRef.current = { chatId, seq: lastSeq };
    // Emitted while disconnected, socket.io sends it on reconnect.
    socket.emit('chat:read', { chatId, seq: lastSeq });
    setUnreadFromReadMark(queryClient, chatId, lastSeq);
  }, [socket, visible, chatId, lastSeq, lastFromOther, queryClient]);

  // A list the server wrote before it had this read mark (read again on reconnect, racing chat:read)
  // would bring the badge back for messages on screen: what was read here wins, and the server hears
  // it again (it keeps the highest mark, so a repeat changes nothing there).
  useEffect(() => {
    const sent = sentRef.current;
    if (!socket || !visible || listedUnread === 0 || readSeq === undefined || sent.chatId !== chatId) return;
    if (readSeq >= sent.seq) return;
    socket.emit('chat:read', { chatId, seq: sent.seq });
    setUnreadFromReadMark(queryClient, chatId, sent.seq);
  }, [socket, visible, chatId, readSeq, listedUnread, queryClient]);
}
