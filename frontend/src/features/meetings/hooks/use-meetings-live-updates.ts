import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { meetingKeys } from '../api/meetings';

/** The other person changed a meeting (or the socket was away): the cards on screen fetch it again. */
export function useMeetingsLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
  useSocketEvent('meeting:changed', refetch);
  useSocketConnect(refetch);
}
