import { useQuery } from '@tanstack/react-query';
import type { SkillVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { videoKeys } from './video-keys';

// The video as its player needs it: with `resumeAt`, where this person left it last time.
export const usePlayerVideo = (id: string) =>
  useQuery({
    queryKey: [...videoKeys.one(id), 'player'] as const,
    queryFn: () => api.get<SkillVideoResponse>(`/skill-videos/${id}`),
    staleTime: 0,
    gcTime: 0,
  });

// Where the person is in the video; a failure only costs the 'Continuar desde' next time.
export const saveVideoProgress = (id: string, seconds: number) =>
  api
    .put<void>(`/skill-videos/${id}/progress`, { seconds: Math.floor(seconds) })
    .catch((error: unknown) => console.error('No se pudo guardar la posición del video', error));

export const captionsUrl = (id: string) => `/api/skill-videos/${id}/captions.vtt`;
