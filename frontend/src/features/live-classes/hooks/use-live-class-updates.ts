import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/use-socket-event';
import { liveClassKeys } from '../api/live-classes';

/** A class changed, or its seats moved (someone left and the line moved up): its screens refetch. */
export function useLiveClassUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('live-class:changed', () => void queryClient.invalidateQueries({ queryKey: liveClassKeys.all }));
}
