import { useState } from 'react';
import type { SkillVideoResponse, UserMode } from '@conectando/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrashIcon } from '@/components/ui/icons';
import { MentorOnlyButton } from '@/components/ui/mentor-only-button';
import { useDeleteVideo } from '../api/delete-video';

interface DeleteVideoButtonProps {
  video: SkillVideoResponse;
  mode: UserMode;
  // 'video' or 'relato': the words on the button and in the question.
  noun: 'video' | 'relato';
}

// 'Eliminar video' / 'Eliminar relato' on one of the user's own videos or stories (mentor mode),
// asked first in a large dialog; toasts come from useDeleteVideo.
export const DeleteVideoButton = ({ video, mode, noun }: DeleteVideoButtonProps) => {
  const remove = useDeleteVideo();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MentorOnlyButton
        mode={mode}
        variant="outline"
        colorPalette="red"
        size="lg"
        width="full"
        loading={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <TrashIcon boxSize="5" />
        Eliminar {noun}
      </MentorOnlyButton>
      <ConfirmDialog
        open={asking}
        title={`¿Eliminar este ${noun}?`}
        confirmLabel={`Sí, eliminar ${noun}`}
        cancelLabel="No, volver"
        destructive
        pending={remove.isPending}
        role="dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(video.id, { onSettled: () => setAsking(false) })}
      >
        Se borrará «{video.title}» para siempre. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
};
