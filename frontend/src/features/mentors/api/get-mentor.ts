import { useQuery } from '@tanstack/react-query';
import type { MentorProfileResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';

export const mentorKeys = {
  all: ['mentors'] as const,
  detail: (id: string) => [...mentorKeys.all, 'detail', id] as const,
};

export const getMentorProfile = (id: string) => api.get<MentorProfileResponse>(`/mentors/${id}`);

export const useMentorProfile = (id: string) =>
  useQuery({ queryKey: mentorKeys.detail(id), queryFn: () => getMentorProfile(id) });
