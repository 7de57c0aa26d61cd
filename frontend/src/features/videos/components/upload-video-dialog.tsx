import { useState } from 'react';
import { Button, Input, NativeSelect, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm, type Resolver } from 'react-hook-form';
import {
  SKILL_CATEGORIES,
  STORY_SKILL_NAME,
  ShareStoryDto,
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
import { isUploadCancelled, useUploadVideo } from '../api/upload-video';
import { videoFileProblem } from '../utils/check-video-file';
import { readVideoFile, type VideoFileInfo } from '../utils/read-video-file';
import { VideoFileField } from './video-file-field';

/** 'video': a skill video (upload video dialog); 'story': a personal story (share story dialog). */
export type UploadKind = 'video' | 'story';

interface UploadVideoDialogProps {
  open: boolean;
  onClose: () => void;
  kind?: UploadKind;
  /** The skill chosen beforehand ('Subir Video' on a skill of the profile). */
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

// Skills that a skill video may take: every skill except the story one (stories have their own dialog).
const VIDEO_CATEGORIES = SKILL_CATEGORIES.map((c) => ({ ...c, skills: c.skills.filter((s) => s !== STORY_SKILL_NAME) }));

export const UploadVideoDialog = ({ open, onClose, kind = 'video', defaultSkill }: UploadVideoDialogProps) => (
  <UploadDialogBody key={open ? 'open' : 'closed'} open={open} onClose={onClose} kind={kind} defaultSkill={defaultSkill} />
);

const UploadDialogBody = ({ open, onClose, kind = 'video', defaultSkill }: UploadVideoDialogProps) => {
  const texts = TEXTS[kind];
  const upload = useUploadVideo(kind === 'story' ? '/stories' : '/skill-videos');
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<VideoFileInfo | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UploadFormValues>({
    resolver: RESOLVERS[kind],
    defaultValues: { title: '', description: '', skillName: defaultSkill ?? '' },
  });

  const pickFile = async (picked: File | null) => {
    setInfo(null);
    if (!picked) {
      setFile(null);
      return;
    }
    const problem = videoFileProblem(picked);
    if (problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    setFile(picked);
    setFileError(undefined);
    setReading(true);
    setInfo(await readVideoFile(picked));
    setReading(false);
  };

  const requireFile = (): File | null => {
    if (file) return file;
    setFileError(VIDEO_MSG.fileRequired);
    notify({ title: VIDEO_MSG.fileRequiredTitle, description: VIDEO_MSG.fileRequired, variant: 'destructive' });
    return null;
  };

  const onValid = async (values: UploadFormValues) => {
    const chosen = requireFile();
    if (!chosen) return;
    const read = info ?? (await readVideoFile(chosen));
    upload.mutate(
      {
        fields: {
          title: values.title,
          description: values.description,
          skillName: kind === 'story' ? undefined : values.skillName,
          duration: read.duration,
        },
        file: chosen,
        poster: read.poster,
      },
      {
        onSuccess: () => {
          notify({ title: texts.success });
          onClose();
        },
        onError: (error) => {
          // 'Cancelar' during the upload: the user chose it, nothing to report.
          if (isUploadCancelled(error)) return;
          notify({ title: 'Error al subir video', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  // Spec §5: a blank title is 'Título requerido'; the file is checked on the same press.
  const onInvalid = (invalid: typeof errors) => {
    if (!file) setFileError(VIDEO_MSG.fileRequired);
    if (invalid.title) {
      notify({ title: VIDEO_MSG.titleRequiredTitle, description: invalid.title.message, variant: 'destructive' });
    } else if (!file) {
      notify({ title: VIDEO_MSG.fileRequiredTitle, description: VIDEO_MSG.fileRequired, variant: 'destructive' });
    }
  };

  const uploading = upload.isPending;
  const percent = Math.round(upload.progress * 100);
  // 'Cancelar' stays available while uploading: it aborts the request (a slow phone line may take
  // minutes) and closes the dialog.
  const cancel = () => {
    if (uploading) upload.cancel();
    onClose();
  };

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
              <NativeSelect.Root size="lg" disabled={uploading}>
                <NativeSelect.Field {...register('skillName')}>
                  <option value="">Selecciona una habilidad</option>
                  {VIDEO_CATEGORIES.map((category) => (
                    <optgroup key={category.id} label={category.name}>
                      {category.skills.map((skill) => (
                        <option key={skill} value={skill}>
                          {skill}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          <FormField label="Descripción (opcional)" error={errors.description?.message}>
            <Textarea rows={3} fontSize="md" maxLength={VIDEO_DESCRIPTION_MAX_LENGTH} disabled={uploading} {...register('description')} />
          </FormField>
          <VideoFileField
            file={file}
            duration={info?.duration ?? null}
            reading={reading}
            error={fileError}
            disabled={uploading}
            onPick={(picked) => void pickFile(picked)}
          />
          {uploading && (
            <Progress.Root value={percent} size="lg" colorPalette="brand" aria-label="Progreso de la subida">
              <Progress.Label fontSize="md" mb="1">
                Subiendo… {percent}%
              </Progress.Label>
              <Progress.Track borderRadius="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {!uploading && upload.isError && !isUploadCancelled(upload.error) && (
            <Text color="fg.error" fontWeight="semibold" role="alert">
              {errorMessage(upload.error)}
            </Text>
          )}
        </Stack>
      </form>
    </DialogShell>
  );
};
