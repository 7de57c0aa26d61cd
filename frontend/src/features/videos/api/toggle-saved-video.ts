import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedVideoResponse, SavedVideoToggleResponse, SkillVideoResponse } from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { videoKeys } from './video-keys';

export const saveVideo = (userId: string, videoId: string) =>
  api.post<SavedVideoToggleResponse>(`/users/${userId}/saved-videos/${videoId}`, {});

export const unsaveVideo = (userId: string, videoId: string) =>
  api.delete<SavedVideoToggleResponse>(`/users/${userId}/saved-videos/${videoId}`);

// A saved video toggles between saved and not saved; the hook toasts the outcome.
export const useToggleSavedVideo = (userId: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ video, saved }: { video: SkillVideoResponse; saved: boolean }) => {
      if (!userId) throw new Error('Debes iniciar sesión para continuar.');
      return saved ? unsaveVideo(userId, video.id) : saveVideo(userId, video.id);
    },
    onSuccess: (result, { video }) => {
      if (userId) {
        queryClient.setQueryData<SavedVideoResponse[]>(videoKeys.saved(userId), (list) => {
          if (!list) return list;
          const rest = list.filter((v) => v.id !== video.id);
          return result.saved ? [{ ...video, savedAt: new Date().toISOString() }, ...rest] : rest;
        });
      }
      if (result.saved)
        notify({ title: 'Guardado en Habilidades', description: 'El video se ha guardado exitosamente' });
      else notify({ title: 'Removido', description: 'El video se ha removido de guardados' });
    },
    onError: (error, { saved }) =>
      notify({
        title: 'Error',
        description: saved ? 'No se pudo remover el video' : errorMessage(error, 'No se pudo guardar el video'),
        variant: 'destructive',
      }),
  });
};
