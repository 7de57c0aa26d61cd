import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { StoryCommentResponse, StoryCommentsPage, StoryResponse } from '@conectando/contracts';
import { notifyError } from '@/components/ui/notify-error';
import { api } from '@/lib/api-client';
import { storyKeys } from './story-keys';

type CommentsData = InfiniteData<StoryCommentsPage, string | null>;

// Oldest first, 20 a page; the cursor comes from the previous page.
export const storyCommentsQueryOptions = (storyId: string) =>
  infiniteQueryOptions({
    queryKey: storyKeys.comments(storyId),
    queryFn: ({ pageParam }) =>
      api.get<StoryCommentsPage>(
        `/stories/${storyId}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useStoryComments = (storyId: string) => useInfiniteQuery(storyCommentsQueryOptions(storyId));

const moveCount = (queryClient: QueryClient, storyId: string, by: number) =>
  queryClient.setQueryData<StoryResponse[]>(storyKeys.list(), (list) =>
    list?.map((s) => (s.id === storyId ? { ...s, commentsCount: Math.max(0, s.commentsCount + by) } : s)),
  );

/** A comment arrived (its answer or the live push, whichever first): added once, and counted once. */
export function addCommentToCache(queryClient: QueryClient, comment: StoryCommentResponse): void {
  const key = storyKeys.comments(comment.storyId);
  const data = queryClient.getQueryData<CommentsData>(key);
  if (data?.pages.some((p) => p.items.some((c) => c.id === comment.id))) return;
  const last = data?.pages[data.pages.length - 1];
  // With pages still to load, the comment (and its count) comes with the last of them.
  if (last?.nextCursor) return;
  moveCount(queryClient, comment.storyId, 1);
  if (!data || !last) return;
  queryClient.setQueryData<CommentsData>(key, {
    ...data,
    pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }],
  });
}

/** A comment went: removed from the list, and from the count once. */
export function removeCommentFromCache(queryClient: QueryClient, storyId: string, commentId: string): void {
  const key = storyKeys.comments(storyId);
  const data = queryClient.getQueryData<CommentsData>(key);
  if (!data?.pages.some((p) => p.items.some((c) => c.id === commentId))) return;
  moveCount(queryClient, storyId, -1);
  queryClient.setQueryData<CommentsData>(key, {
    ...data,
    pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== commentId) })),
  });
}

export const useAddStoryComment = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<StoryCommentResponse>(`/stories/${storyId}/comments`, { text }),
    onSuccess: (comment) => addCommentToCache(queryClient, comment),
    onError: (error) => notifyError(error, 'No pudimos publicar tu comentario. Inténtalo de nuevo.'),
  });
};

export const useDeleteStoryComment = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api.delete<void>(`/stories/${storyId}/comments/${commentId}`),
    onSuccess: (_, commentId) => removeCommentFromCache(queryClient, storyId, commentId),
    onError: (error) => notifyError(error, 'No pudimos borrar el comentario. Inténtalo de nuevo.'),
  });
};
