import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHelpRequestResponse, HelpReplyResponse, HelpStatus } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// Open ones oldest first (the longest waiting on top), closed ones newest first: the server sorts.
export const useHelpQueue = (status: HelpStatus) =>
  useQuery({
    queryKey: adminKeys.helpWith(status),
    queryFn: () => api.get<AdminHelpRequestResponse[]>(`/admin/help?status=${status}`),
  });

const useHelpMutation = <V, R>(fn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.help() }),
  });
};

export const useReplyToHelp = () =>
  useHelpMutation(({ id, text }: { id: string; text: string }) =>
    api.post<HelpReplyResponse>(`/admin/help/${encodeURIComponent(id)}/replies`, { text }),
  );

export const useSetHelpStatus = () =>
  useHelpMutation(({ id, status }: { id: string; status: HelpStatus }) =>
    api.patch<{ id: string; status: HelpStatus }>(`/admin/help/${encodeURIComponent(id)}`, { status }),
  );
