import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { videoKeys } from './video-keys';

export const getSavedVideos = (userId: string): Promise<SavedVideoResponse[]> =>
  api.get<SavedVideoResponse[]>(`/users/${userId}/saved-videos`);

export const getSavedVideosQueryOptions = (userId: string) =>
  queryOptions({ queryKey: videoKeys.saved(userId), queryFn: () => getSavedVideos(userId) });

// Only asked when the user is known.
export const useSavedVideos = (userId: string | null) =>
  useQuery({ ...getSavedVideosQueryOptions(userId ?? ''), enabled: userId !== null });
