import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, UpdateProfileDto, UpdateSkillsDto, UserPrivateResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { authKeys } from '@/lib/session/auth-keys';
import { api, errorMessage } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const updateProfile = (userId: string, dto: UpdateProfileDto) =>
  api.put<UserPrivateResponse>(`/users/${userId}`, dto);
export const updateSkills = (userId: string, dto: UpdateSkillsDto) =>
  api.put<UserPrivateResponse>(`/users/${userId}/skills`, dto);

// The stored user answers both calls: the profile shows it at once, and the header greets the new name.
const useStoreUpdatedUser = () => {
  const queryClient = useQueryClient();
  return (user: UserPrivateResponse) => {
    queryClient.setQueryData(profileKeys.user(user.id), user);
    queryClient.setQueryData<AuthUserResponse | null>(authKeys.me(), (me) => (me ? { ...me, name: user.name } : me));
  };
};

export const useUpdateProfile = (userId: string) => {
  const store = useStoreUpdatedUser();
  return useMutation({
    mutationFn: (dto: UpdateProfileDto) => updateProfile(userId, dto),
    onSuccess: (user) => {
      store(user);
      notify({ title: 'Perfil actualizado' });
    },
    onError: (error) =>
      notify({ title: 'Error al actualizar perfil', description: errorMessage(error), variant: 'destructive' }),
  });
};

export const useUpdateSkills = (userId: string) => {
  const store = useStoreUpdatedUser();
  return useMutation({
    mutationFn: (dto: UpdateSkillsDto) => updateSkills(userId, dto),
    onSuccess: (user) => {
      store(user);
      notify({ title: 'Habilidades actualizadas' });
    },
    onError: (error) =>
      notify({ title: 'Error al actualizar habilidades', description: errorMessage(error), variant: 'destructive' }),
  });
};
