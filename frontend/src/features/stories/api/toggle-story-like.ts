import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryLikeResponse, StoryResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { storyKeys } from './story-keys';

export const likeStory = (videoId: string) => api.post<StoryLikeResponse>(`/stories/${videoId}/like`);
export const unlikeStory = (videoId: string) => api.delete<StoryLikeResponse>(`/stories/${videoId}/like`);

// The like toggle on a story; the list takes the server's count.
export const useToggleStoryLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: StoryResponse) => (story.likedByMe ? unlikeStory(story.id) : likeStory(story.id)),
    onSuccess: (result) =>
      queryClient.setQueryData<StoryResponse[]>(storyKeys.list(), (list) =>
        list?.map((s) =>
          s.id === result.videoId ? { ...s, likeCount: result.likeCount, likedByMe: result.likedByMe } : s,
        ),
      ),
    onError: (error) => notify({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
};
