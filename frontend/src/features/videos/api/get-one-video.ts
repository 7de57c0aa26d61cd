import { useQuery } from '@tanstack/react-query';
import type { SkillVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { videoKeys } from './video-keys';

// A video a link names (a wish's notice: /skills?video=<id>), to open it in the player. A file of its
// own: /skills imports it statically, and the upload code beside the other reads stays out of its load.
export const useVideo = (id: string | null) =>
  useQuery({
    queryKey: videoKeys.one(id ?? ''),
    queryFn: () => api.get<SkillVideoResponse>(`/skill-videos/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
