import { useMutation } from '@tanstack/react-query';
import type { VideoWatchedResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';

// Counts towards 'Videos Revisados' (once per user and video, on the server).
export const markVideoWatched = (videoId: string) => api.post<VideoWatchedResponse>(`/skill-videos/${videoId}/watched`);

export const useMarkVideoWatched = () =>
  useMutation({
    mutationFn: markVideoWatched,
    onError: (error) => console.error('No se pudo registrar el video como visto', error),
  });
