import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReviewDto,
  PendingReviewResponse,
  PublishedReviewResponse,
  ReviewResponse,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  pending: () => [...reviewKeys.all, 'pending'] as const,
  published: () => [...reviewKeys.all, 'published'] as const,
  publishedOf: (userId: string) => [...reviewKeys.published(), userId] as const,
};

/** What the signed-in person may still review. */
export const usePendingReviews = (enabled = true) =>
  useQuery({
    queryKey: reviewKeys.pending(),
    queryFn: () => api.get<PendingReviewResponse[]>('/reviews/pending'),
    enabled,
    // A meeting that just ended becomes reviewable without any event: read it afresh on each screen.
    refetchOnMount: 'always',
  });

export const usePublishedReviews = (userId: string) =>
  useQuery({
    queryKey: reviewKeys.publishedOf(userId),
    queryFn: () => api.get<PublishedReviewResponse[]>(`/users/${encodeURIComponent(userId)}/reviews`),
  });

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dto: CreateReviewDto) => api.post<ReviewResponse>('/reviews', dto),
    // Published reviews may have changed (the second of two publishes both). The pending list is left
    // as it is: the form stays to say thanks, and each screen reads the list afresh when it opens.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.published() }),
  });
};
