import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserMode, type AuthUserResponse, type UpdateModeDto, type UserPrivateResponse } from '@conectando/contracts';
import { authKeys } from '@/lib/session/auth-keys';
import { api } from '@/lib/api-client';
import { saveSessionMirror } from '@/lib/session/session-storage';

export const setMode = (userId: string, dto: UpdateModeDto): Promise<UserPrivateResponse> =>
  api.patch<UserPrivateResponse>(`/users/${userId}/role`, dto);

export const otherMode = (mode: UserMode): UserMode => (mode === UserMode.Mentor ? UserMode.Learner : UserMode.Mentor);

// 'Cambiar'. The spec's app reloads the page; here the session user is updated in place and
// every other query is re-read, so the user stays exactly where they were (same screen, same tab).
// A failure is only logged.
export const useSwitchMode = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ userId, mode }: { userId: string; mode: UserMode }) => setMode(userId, { role: mode }),
    onSuccess: (updated) => {
      queryClient.setQueryData<AuthUserResponse | null>(authKeys.me(), (me) =>
        me ? { ...me, mode: updated.mode } : me,
      );
      const me = queryClient.getQueryData<AuthUserResponse | null>(authKeys.me());
      if (me) saveSessionMirror(me);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== authKeys.all[0] && query.queryKey[0] !== 'maintenance',
      });
    },
    onError: (error) => console.error('No se pudo cambiar el modo', error),
  });
  const switchMode = (user: AuthUserResponse) => mutation.mutate({ userId: user.id, mode: otherMode(user.mode) });
  return { switchMode, isPending: mutation.isPending };
};
