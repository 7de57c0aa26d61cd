import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { VIDEO_MSG, type SkillVideoResponse } from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { UploadIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import type { UploadKind, VideoUpload } from '../api/upload-video';
import { usePickedVideoFile } from '../hooks/use-picked-video-file';
import { useUploadSending } from '../hooks/use-upload-sending';
import { readVideoFile } from '../utils/read-video-file';
import { RESOLVERS, UploadTextFields, type UploadFormValues } from './upload-text-fields';
import { UploadTransferStatus } from './upload-status';
import { VideoFileField } from './video-file-field';
import { UploadedVideoDialog } from './uploaded-video-dialog';

interface UploadVideoDialogProps {
  open: boolean;
  onClose: () => void;
  kind?: UploadKind;
  // The skill chosen beforehand ('Subir Video' on a skill of the profile).
  defaultSkill?: string;
}

const TEXTS = {
  video: { title: 'Subir Video', submit: 'Subir video', success: '¡Video subido exitosamente!' },
  story: { title: 'Compartir Historia', submit: 'Compartir historia', success: '¡Historia compartida!' },
} as const;

export const UploadVideoDialog = ({ open, onClose, kind = 'video', defaultSkill }: UploadVideoDialogProps) => (
  <UploadDialogBody
    key={open ? 'open' : 'closed'}
    open={open}
    onClose={onClose}
    kind={kind}
    defaultSkill={defaultSkill}
  />
);

const UploadDialogBody = ({ open, onClose, kind = 'video', defaultSkill }: UploadVideoDialogProps) => {
  const texts = TEXTS[kind];
  const sending = useUploadSending(kind);
  const { uploading, percent } = sending;
  // The uploaded video while the server converts it: the dialog then follows it until it plays.
  const [uploaded, setUploaded] = useState<SkillVideoResponse | null>(null);
  const { file, info, reading, fileError, pickFile, requireFile } = usePickedVideoFile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UploadFormValues>({
    resolver: RESOLVERS[kind],
    defaultValues: { title: '', description: '', skillName: defaultSkill ?? '' },
  });

  const onValid = async (values: UploadFormValues) => {
    const chosen = requireFile();
    if (!chosen) return;
    const read = info ?? (await readVideoFile(chosen));
    const sent: VideoUpload = {
      fields: {
        title: values.title,
        description: values.description,
        skillName: kind === 'story' ? undefined : values.skillName,
        duration: read.duration,
      },
      file: chosen,
      poster: read.poster,
    };
    const onSuccess = (video: SkillVideoResponse) => {
      notify({ title: texts.success });
      if (video.status === 'processing') setUploaded(video);
      else onClose();
    };
    sending.send(sent, onSuccess);
  };

  // The messages show under their fields; the file is checked on the same press. No toasts here:
  // they repeated the form's errors over the dialog's 'Subir' button.
  const onInvalid = () => {
    if (!file) requireFile();
  };

  // 'Cancelar' stops the transfer too, and the dialog closes.
  const cancel = () => {
    sending.cancel();
    onClose();
  };

  if (uploaded) return <UploadedVideoDialog open={open} onClose={onClose} title={texts.title} uploaded={uploaded} />;

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      locked={uploading}
      title={texts.title}
      footer={
        <>
          <Button variant="outline" size="xl" width={{ base: 'full', sm: 'auto' }} onClick={cancel}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={`upload-${kind}`}
            colorPalette="brand"
            size="xl"
            width={{ base: 'full', sm: 'auto' }}
            loading={uploading || reading}
            loadingText={uploading ? 'Subiendo…' : 'Leyendo video…'}
          >
            <UploadIcon boxSize="5" />
            {texts.submit}
          </Button>
        </>
      }
    >
      <form id={`upload-${kind}`} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <Stack gap="5" pb="2">
          <UploadTextFields kind={kind} register={register} errors={errors} disabled={uploading} />
          <VideoFileField
            file={file}
            duration={info?.duration ?? null}
            reading={reading}
            error={fileError}
            disabled={uploading}
            onPick={(picked) => void pickFile(picked)}
          />
          <UploadTransferStatus
            paused={sending.phase === 'paused'}
            uploading={uploading}
            percent={percent}
            label={kind === 'video' ? VIDEO_MSG.uploadProgress(percent) : undefined}
            failure={sending.failure}
            onRetry={sending.retry}
          />
        </Stack>
      </form>
    </DialogShell>
  );
};
