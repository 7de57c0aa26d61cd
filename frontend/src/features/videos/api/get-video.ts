import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { invalidateVideoQueries } from './upload-video';
import { videoKeys } from './video-keys';

// A video the owner just uploaded, followed until its conversion ends: the server's `video:status`
// says when (live), and a slow poll covers a socket that was away when it was sent.
export const useVideoBeingProcessed = (uploaded: SkillVideoResponse) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: videoKeys.one(uploaded.id),
    queryFn: () => api.get<SkillVideoResponse>(`/skill-videos/${uploaded.id}`),
    initialData: uploaded,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 15_000 : false),
  });
  useSocketEvent('video:status', (event) => {
    if (event.id !== uploaded.id) return;
    void queryClient.invalidateQueries({ queryKey: videoKeys.one(uploaded.id) });
    void invalidateVideoQueries(queryClient);
  });
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: videoKeys.one(uploaded.id) }));
  return query.data;
};
