import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { invalidateVideoQueries } from './upload-video';

export const deleteVideo = (videoId: string) => api.delete<void>(`/skill-videos/${videoId}`);

// Only the owner deletes a video (the server checks); the hook toasts the outcome.
export const useDeleteVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => {
      notify({ title: 'Video eliminado' });
      return invalidateVideoQueries(queryClient);
    },
    onError: (error) =>
      notify({ title: 'Error al eliminar video', description: errorMessage(error), variant: 'destructive' }),
  });
};
