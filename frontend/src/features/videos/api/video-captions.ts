import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillVideoResponse } from '@conectando/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromText } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { invalidateVideoQueries } from './upload-video';
import { videoKeys } from './video-keys';

// A video without captions starts from the signature every WebVTT file begins with.
export const EMPTY_CAPTIONS = 'WEBVTT\n\n';

// A captions file is text, not JSON: sent and read here, with the api client's conventions (cookies,
// x-user-id, ApiError with the server's Spanish message), so the client every screen loads stays as it is.
async function captionsRequest(method: 'GET' | 'PUT', videoId: string, vtt?: string): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/vtt, application/json' };
  if (vtt !== undefined) headers['Content-Type'] = 'text/vtt';
  const userId = getStoredUserId();
  if (userId) headers['x-user-id'] = userId;
  const path = method === 'GET' ? 'captions.vtt' : 'captions';
  const response = await fetch(`/api/skill-videos/${videoId}/${path}`, {
    method,
    headers,
    credentials: 'include',
    body: vtt,
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE, null);
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorFromText(response.status, response.statusText, text);
  return text;
}

// The captions as text, for their owner to correct (the viewers' <track> reads the same file). The key
// stays the same when a save changes captionsSource, so the open editor keeps its text and message.
// A video without captions (`exists` false) has no file to read: the editor starts from EMPTY_CAPTIONS.
export const useCaptionsText = (videoId: string, exists: boolean) =>
  useQuery({
    queryKey: [...videoKeys.one(videoId), 'captions'] as const,
    queryFn: () => captionsRequest('GET', videoId),
    enabled: exists,
    staleTime: 0,
    gcTime: 0,
  });

// Only the owner may (the server answers 403 to anyone else); the lists learn the new captionsSource.
export const useSaveCaptions = (videoId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vtt: string) => JSON.parse(await captionsRequest('PUT', videoId, vtt)) as SkillVideoResponse,
    onSuccess: () => invalidateVideoQueries(queryClient),
  });
};
