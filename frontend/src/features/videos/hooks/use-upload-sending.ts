import type { SkillVideoResponse } from '@conectando/contracts';
import { isUploadCancelled, useUploadVideo, type UploadKind, type VideoUpload } from '../api/upload-video';
import { useResumableVideoUpload } from '../api/use-resumable-video-upload';

/** Sending an upload dialog's file the way its kind goes, and where that transfer stands. */
export const useUploadSending = (kind: UploadKind) => {
  // Stories go as one multipart request; skill videos, often longer, with tus, which continues after
  // a dropped connection instead of starting again from zero.
  const upload = useUploadVideo('/stories');
  const resumable = useResumableVideoUpload();

  const send = (sent: VideoUpload, onSuccess: (video: SkillVideoResponse) => void) => {
    // A failure is said in the dialog, under the form: no toast over its buttons.
    if (kind === 'video') resumable.send(sent, onSuccess);
    else upload.mutate(sent, { onSuccess });
  };

  const phase = kind === 'video' ? resumable.phase : 'idle';
  const uploading = kind === 'video' ? phase === 'uploading' || phase === 'paused' : upload.isPending;
  const percent = Math.round((kind === 'video' ? resumable.progress : upload.progress) * 100);
  const failure =
    kind === 'video'
      ? phase === 'failed' && resumable.error
      : !uploading && upload.isError && !isUploadCancelled(upload.error) && upload.error;
  // 'Cancelar' stays available while uploading: it stops the transfer (a slow phone line may take
  // minutes) and the server forgets it.
  const cancel = () => {
    if (kind === 'video' && phase !== 'idle') resumable.cancel();
    else if (uploading) upload.cancel();
  };
  // Only tus picks up where it stopped.
  const retry = kind === 'video' ? resumable.retry : undefined;

  return { send, phase, uploading, percent, failure, cancel, retry };
};
