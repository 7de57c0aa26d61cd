import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLiveClassDto,
  CreateLiveClassReviewDto,
  LiveClassDetail,
  LiveClassEnrolment,
  LiveClassesCreated,
  LiveClassReviewResponse,
  LiveClassSummary,
  MentorLiveClasses,
  UpdateLiveClassDto,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';

export const liveClassKeys = {
  all: ['live-classes'] as const,
  list: (skill: string) => [...liveClassKeys.all, 'list', skill] as const,
  detail: (id: string) => [...liveClassKeys.all, 'detail', id] as const,
  reviews: (id: string) => [...liveClassKeys.all, 'reviews', id] as const,
  mentor: (mentorId: string) => [...liveClassKeys.all, 'mentor', mentorId] as const,
};

const at = (id: string) => `/live-classes/${encodeURIComponent(id)}`;

/** Upcoming classes, of one skill or all ('' ). */
export const useLiveClasses = (skill: string) =>
  useQuery({
    queryKey: liveClassKeys.list(skill),
    queryFn: () => api.get<LiveClassSummary[]>(`/live-classes${skill ? `?skill=${encodeURIComponent(skill)}` : ''}`),
  });

export const useLiveClass = (id: string) =>
  useQuery({ queryKey: liveClassKeys.detail(id), queryFn: () => api.get<LiveClassDetail>(at(id)) });

export const useLiveClassReviews = (id: string) =>
  useQuery({
    queryKey: liveClassKeys.reviews(id),
    queryFn: () => api.get<LiveClassReviewResponse[]>(`${at(id)}/reviews`),
  });

export const useMentorLiveClasses = (mentorId: string) =>
  useQuery({
    queryKey: liveClassKeys.mentor(mentorId),
    queryFn: () => api.get<MentorLiveClasses>(`/live-classes/mentors/${encodeURIComponent(mentorId)}`),
  });

// Any change shows on every list and detail of the classes.
function useLiveClassChange<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveClassKeys.all }),
  });
}

export const useCreateLiveClass = () =>
  useLiveClassChange((dto: CreateLiveClassDto) => api.post<LiveClassesCreated>('/live-classes', dto));

export const useUpdateLiveClass = () =>
  useLiveClassChange(({ id, ...dto }: UpdateLiveClassDto & { id: string }) => api.patch<LiveClassDetail>(at(id), dto));

export const useCancelLiveClass = () =>
  useLiveClassChange((id: string) => api.post<LiveClassDetail>(`${at(id)}/cancel`));

export const useEnrol = () => useLiveClassChange((id: string) => api.post<LiveClassEnrolment>(`${at(id)}/enrol`));

export const useLeaveSeat = () => useLiveClassChange((id: string) => api.delete<void>(`${at(id)}/enrol`));

export const useReviewLiveClass = () =>
  useLiveClassChange(({ id, ...dto }: CreateLiveClassReviewDto & { id: string }) =>
    api.post<LiveClassReviewResponse>(`${at(id)}/reviews`, dto),
  );
