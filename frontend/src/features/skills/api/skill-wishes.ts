import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedSkillWishResponse, SkillWishResponse, WantedSkillResponse } from '@conectando/contracts';
import { notifyError } from '@/components/ui/notify-error';
import { api } from '@/lib/api-client';
import { skillKeys } from './skill-keys';

export const useSkillWishes = () =>
  useQuery({ queryKey: skillKeys.wishes(), queryFn: () => api.get<SkillWishResponse[]>('/skill-wishes') });

export const useWantedSkills = () =>
  useQuery({ queryKey: skillKeys.wanted(), queryFn: () => api.get<WantedSkillResponse[]>('/skill-wishes/wanted') });

const WISH_FAILED = 'No pudimos guardar tu deseo. Inténtalo de nuevo.';

// 'Quiero aprender…': the same skill twice keeps one wish (the server answers the first).
export const useAddSkillWish = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillName: string) => api.post<CreatedSkillWishResponse>('/skill-wishes', { skillName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillKeys.wishes() }),
    onError: (error) => notifyError(error, WISH_FAILED),
  });
};

export const useRemoveSkillWish = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/skill-wishes/${id}`),
    onSuccess: (_, id) =>
      queryClient.setQueryData<SkillWishResponse[]>(skillKeys.wishes(), (list) => list?.filter((w) => w.id !== id)),
    onError: (error) => notifyError(error, 'No pudimos quitar tu deseo. Inténtalo de nuevo.'),
  });
};
