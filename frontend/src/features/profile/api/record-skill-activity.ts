import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillProgressResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export type SkillActivity = 'practice' | 'complete';

const TEXTS: Record<SkillActivity, { success: string; error: string }> = {
  practice: { success: '¡Práctica registrada!', error: 'Error al registrar práctica' },
  complete: { success: '¡Habilidad completada!', error: 'Error al completar habilidad' },
};

export const recordSkillActivity = (userId: string, skillName: string, activity: SkillActivity) =>
  api.post<SkillProgressResponse>(`/users/${userId}/skills/${encodeURIComponent(skillName)}/${activity}`);

// 'Práctica' and 'Lección' on a skill (any mode may).
export const useRecordSkillActivity = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skillName, activity }: { skillName: string; activity: SkillActivity }) =>
      recordSkillActivity(userId, skillName, activity),
    onSuccess: (progress, { activity }) => {
      queryClient.setQueryData<SkillProgressResponse[]>(profileKeys.skillProgress(userId), (list) =>
        list ? [...list.filter((p) => p.skillName !== progress.skillName), progress] : [progress],
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.stats(userId) });
      notify({ title: TEXTS[activity].success });
    },
    onError: (error, { activity }) =>
      notify({ title: TEXTS[activity].error, description: errorMessage(error), variant: 'destructive' }),
  });
};
