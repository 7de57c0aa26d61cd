import { useState } from 'react';
import { Button, Input, Stack } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/chakra/textarea';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ShareStoryDto,
  type SkillVideoResponse,
  UploadSkillVideoDto,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_MSG,
  VIDEO_TITLE_MAX_LENGTH,
} from '@conectando/contracts';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField } from '@/components/ui/form-field';
import { UploadIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isUploadCancelled, useUploadVideo, type VideoUpload } from '../api/upload-video';
import { useResumableVideoUpload } from '../api/use-resumable-video-upload';
import { usePickedVideoFile } from '../hooks/use-picked-video-file';
import { readVideoFile } from '../utils/read-video-file';
import { SkillSelect } from './skill-select';
import { UploadFailure, UploadPaused, UploadProgress } from './upload-status';
import { VideoFileField } from './video-file-field';
import { VideoProcessingStatus } from './video-processing-status';

// 'video': a skill video (upload video dialog); 'story': a personal story (share story dialog).
export type UploadKind = 'video' | 'story';

interface UploadVideoDialogProps {
  open: boolean;
  onClose: () => void;
  kind?: UploadKind;
  // The skill chosen beforehand ('Subir Video' on a skill of the profile).
  defaultSkill?: string;
}

interface UploadFormValues {
  title: string;
  description: string;
  skillName: string;
}

const TEXTS = {
  video: { title: 'Subir Video', submit: 'Subir video', success: '¡Video subido exitosamente!' },
  story: { title: 'Compartir Historia', submit: 'Compartir historia', success: '¡Historia compartida!' },
} as const;

// The contract's DTOs check the text fields; stories take no skill (the server files them under
// 'Historia Personal'). The file is checked apart, since a File is not a DTO field.
const RESOLVERS: Record<UploadKind, Resolver<UploadFormValues>> = {
  video: classValidatorResolver(UploadSkillVideoDto) as unknown as Resolver<UploadFormValues>,
  story: classValidatorResolver(ShareStoryDto) as unknown as Resolver<UploadFormValues>,
};

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
  // Stories go as one multipart request; skill videos, often longer, with tus, which continues after
  // a dropped connection instead of starting again from zero.
  const upload = useUploadVideo('/stories');
  const resumable = useResumableVideoUpload();
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
    // A failure is said in the dialog, under the form: no toast over its buttons.
    if (kind === 'video') resumable.send(sent, onSuccess);
    else upload.mutate(sent, { onSuccess });
  };

  // The messages show under their fields; the file is checked on the same press. No toasts here:
  // they repeated the form's errors over the dialog's 'Subir' button.
  const onInvalid = () => {
    if (!file) requireFile();
  };

  const resumablePhase = kind === 'video' ? resumable.phase : 'idle';
  const uploading = kind === 'video' ? resumablePhase === 'uploading' || resumablePhase === 'paused' : upload.isPending;
  const percent = Math.round((kind === 'video' ? resumable.progress : upload.progress) * 100);
  const failure =
    kind === 'video'
      ? resumablePhase === 'failed' && resumable.error
      : !uploading && upload.isError && !isUploadCancelled(upload.error) && upload.error;
  // 'Cancelar' stays available while uploading: it stops the transfer (a slow phone line may take
  // minutes), the server forgets it, and the dialog closes.
  const cancel = () => {
    if (kind === 'video' && resumablePhase !== 'idle') resumable.cancel();
    else if (uploading) upload.cancel();
    onClose();
  };

  if (uploaded) {
    return (
      <DialogShell
        open={open}
        onClose={onClose}
        title={texts.title}
        footer={
          <Button colorPalette="brand" size="xl" width={{ base: 'full', sm: 'auto' }} onClick={onClose}>
            Cerrar
          </Button>
        }
      >
        <VideoProcessingStatus uploaded={uploaded} />
      </DialogShell>
    );
  }

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
          <FormField label="Título" required error={errors.title?.message}>
            <Input maxLength={VIDEO_TITLE_MAX_LENGTH} disabled={uploading} {...register('title')} />
          </FormField>
          {kind === 'video' && (
            <FormField label="Habilidad" required error={errors.skillName?.message}>
              <SkillSelect disabled={uploading} {...register('skillName')} />
            </FormField>
          )}
          <FormField label="Descripción (opcional)" error={errors.description?.message}>
            <Textarea
              rows={3}
              fontSize="md"
              maxLength={VIDEO_DESCRIPTION_MAX_LENGTH}
              disabled={uploading}
              {...register('description')}
            />
          </FormField>
          <VideoFileField
            file={file}
            duration={info?.duration ?? null}
            reading={reading}
            error={fileError}
            disabled={uploading}
            onPick={(picked) => void pickFile(picked)}
          />
          {resumablePhase === 'paused' ? (
            <UploadPaused percent={percent} onRetry={resumable.retry} />
          ) : (
            uploading && (
              <UploadProgress
                percent={percent}
                label={kind === 'video' ? VIDEO_MSG.uploadProgress(percent) : undefined}
              />
            )
          )}
          {failure && (
            <UploadFailure message={errorMessage(failure)} onRetry={kind === 'video' ? resumable.retry : undefined} />
          )}
        </Stack>
      </form>
    </DialogShell>
  );
};
