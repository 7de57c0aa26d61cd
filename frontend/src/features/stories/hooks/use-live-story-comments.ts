import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket } from '@/lib/socket';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { addCommentToCache, removeCommentFromCache } from '../api/story-comments';
import { storyKeys } from '../api/story-keys';

// While a story's comments are open, its room brings new and deleted comments as they happen. A
// reconnect joins again (rooms do not survive it) and catches up on what was missed meanwhile.
export function useLiveStoryComments(storyId: string): void {
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    if (socket.connected) socket.emit('story:watch', { storyId });
    return () => {
      socket.emit('story:unwatch', { storyId });
    };
  }, [socket, storyId]);

  useSocketConnect(() => {
    socket?.emit('story:watch', { storyId });
    void queryClient.invalidateQueries({ queryKey: storyKeys.comments(storyId) });
  });
  useSocketEvent('story:comment', (comment) => {
    if (comment.storyId === storyId) addCommentToCache(queryClient, comment);
  });
  useSocketEvent('story:comment-deleted', (event) => {
    if (event.storyId === storyId) removeCommentFromCache(queryClient, storyId, event.commentId);
  });
}
