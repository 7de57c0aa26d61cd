import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateHelpRequestDto,
  HelpReplyEvent,
  HelpReplyTimeResponse,
  HelpRequestResponse,
  PublicHelpRequestDto,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';

export const helpKeys = {
  all: ['help'] as const,
  mine: () => [...helpKeys.all, 'mine'] as const,
  replyTime: () => [...helpKeys.all, 'reply-time'] as const,
};

export const getMyHelp = (): Promise<HelpRequestResponse[]> => api.get<HelpRequestResponse[]>('/help');

/** The person's conversations with the team; a reply arrives live (`help:reply`). */
export const useMyHelp = () => {
  const queryClient = useQueryClient();
  const query = useQuery(queryOptions({ queryKey: helpKeys.mine(), queryFn: getMyHelp }));
  useSocketEvent('help:reply', ({ requestId, reply }: HelpReplyEvent) =>
    queryClient.setQueryData<HelpRequestResponse[]>(helpKeys.mine(), (list) =>
      list?.map((r) =>
        r.id === requestId && !r.replies.some((x) => x.id === reply.id) ? { ...r, replies: [...r.replies, reply] } : r,
      ),
    ),
  );
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: helpKeys.mine() }));
  return query;
};

/** When the team answers a message written now (business hours of Chile). */
export const useReplyTime = () =>
  useQuery({
    queryKey: helpKeys.replyTime(),
    queryFn: () => api.get<HelpReplyTimeResponse>('/help/reply-time'),
    staleTime: 5 * 60_000,
  });

export const useAskForHelp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dto: CreateHelpRequestDto) => api.post<{ id: string }>('/help', dto),
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpKeys.mine() }),
  });
};

export const useAskForHelpPublicly = () =>
  useMutation({
    mutationFn: (dto: PublicHelpRequestDto) => api.post<{ message: string }>('/help/public', dto),
  });
