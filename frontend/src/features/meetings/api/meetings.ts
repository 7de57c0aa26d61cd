import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IceServersResponse,
  MeetingResponse,
  ProposeMeetingDto,
  RescheduleMeetingDto,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (scope: 'upcoming' | 'past', withUserId?: string) =>
    [...meetingKeys.all, 'list', scope, withUserId ?? null] as const,
  detail: (id: string) => [...meetingKeys.all, 'detail', id] as const,
};

export const meetingCalendarUrl = (id: string) => `/api/meetings/${encodeURIComponent(id)}/calendar.ics`;

/** The person's meetings; with `withUserId`, only those with that person (the chat's cards). */
export const useMeetings = (scope: 'upcoming' | 'past', withUserId?: string) =>
  useQuery({
    queryKey: meetingKeys.list(scope, withUserId),
    queryFn: () => {
      const query = new URLSearchParams({ scope });
      if (withUserId) query.set('with', withUserId);
      return api.get<MeetingResponse[]>(`/meetings?${query.toString()}`);
    },
  });

export const useMeeting = (id: string) =>
  useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: () => api.get<MeetingResponse>(`/meetings/${encodeURIComponent(id)}`),
  });

export const getIceServers = (id: string) => api.get<IceServersResponse>(`/meetings/${encodeURIComponent(id)}/ice`);

// Any change to a meeting shows on every list and card of it.
function useMeetingChange<V>(send: (vars: V) => Promise<MeetingResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingKeys.detail(meeting.id), meeting);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    },
  });
}

export const useProposeMeeting = () =>
  useMeetingChange((dto: ProposeMeetingDto) => api.post<MeetingResponse>('/meetings', dto));

export const useAcceptMeeting = () =>
  useMeetingChange(({ id, slot }: { id: string; slot: string }) =>
    api.post<MeetingResponse>(`/meetings/${encodeURIComponent(id)}/accept`, { slot }),
  );

export const useRescheduleMeeting = () =>
  useMeetingChange(({ id, ...dto }: RescheduleMeetingDto & { id: string }) =>
    api.post<MeetingResponse>(`/meetings/${encodeURIComponent(id)}/reschedule`, dto),
  );

export const useCloseMeeting = () =>
  useMeetingChange(({ id, action }: { id: string; action: 'decline' | 'cancel' }) =>
    api.post<MeetingResponse>(`/meetings/${encodeURIComponent(id)}/${action}`),
  );
