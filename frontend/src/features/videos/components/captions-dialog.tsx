import { useRef, useState, type FormEvent } from 'react';
import { Button, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { CAPTIONS_MAX_BYTES, PLAYER_MSG, type SkillVideoResponse } from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DialogShell } from '@/components/ui/dialog-shell';
import { FormField } from '@/components/ui/form-field';
import { CheckIcon, FileIcon } from '@/components/ui/icons';
import { Loading, LoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { EMPTY_CAPTIONS, useCaptionsText, useSaveCaptions } from '../api/video-captions';

export const CAPTIONS_TEXT = {
  title: 'Subtítulos',
  ofVideo: (videoTitle: string) => `Del video «${videoTitle}»`,
  draft:
    'Borrador automático: lo escribió el sistema y puede tener errores. Revísalo y guárdalo para dejarlo como tuyo.',
  field: 'Texto de los subtítulos',
  help: 'Empieza con WEBVTT. Cada subtítulo lleva su tiempo (00:00:01.000 --> 00:00:04.000) y debajo el texto, con una línea en blanco entre uno y otro.',
  pickFile: 'Subir archivo .vtt',
  fileLoaded: (name: string) => `Se cargó «${name}». Revísalo y toca «Guardar subtítulos».`,
  save: 'Guardar subtítulos',
  saving: 'Guardando…',
  saved: 'Subtítulos guardados. Ya se ven en el video.',
} as const;

// FileReader rather than Blob.text(): older phones' browsers lack the latter.
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsText(file);
  });

interface CaptionsDialogProps {
  // The owner's video whose captions are edited, or null when closed.
  video: SkillVideoResponse | null;
  onClose: () => void;
}

// The owner's captions: a .vtt file from the phone, or the text written or corrected by hand.
export const CaptionsDialog = ({ video, onClose }: CaptionsDialogProps) => (
  <DialogShell open={video !== null} onClose={onClose} title={CAPTIONS_TEXT.title}>
    {video && <CaptionsForm key={video.id} video={video} />}
  </DialogShell>
);

const CaptionsForm = ({ video }: { video: SkillVideoResponse }) => {
  // As it was when opened: a save that gives the video captions keeps the editor as it is.
  const [exists] = useState(video.captionsSource !== null);
  const current = useCaptionsText(video.id, exists);
  if (!exists) return <CaptionsEditor video={video} initial={EMPTY_CAPTIONS} />;
  if (current.isPending) return <Loading />;
  if (current.isError) return <LoadError onRetry={() => void current.refetch()} />;
  return <CaptionsEditor video={video} initial={current.data} />;
};

const CaptionsEditor = ({ video, initial }: { video: SkillVideoResponse; initial: string }) => {
  const [text, setText] = useState(initial);
  const [note, setNote] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDraft, setIsDraft] = useState(video.captionsSource === 'auto');
  const save = useSaveCaptions(video.id);
  const inputRef = useRef<HTMLInputElement>(null);

  const edit = (next: string) => {
    setText(next);
    save.reset();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    save.reset();
    setNote(null);
    if (file.size > CAPTIONS_MAX_BYTES) return setFileError(PLAYER_MSG.captionsTooLarge);
    setFileError(null);
    setText(await readText(file));
    setNote(CAPTIONS_TEXT.fileLoaded(file.name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    save.mutate(text, { onSuccess: () => setIsDraft(false) });
  };

  const error = fileError ?? (save.isError ? errorMessage(save.error) : undefined);
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" pb="4" onSubmit={submit} noValidate>
      <Text fontSize="lg">{CAPTIONS_TEXT.ofVideo(video.title)}</Text>
      {isDraft && (
        <Text fontSize="lg" fontWeight="semibold" bg="orange.100" color="orange.950" p="3" borderRadius="md">
          {CAPTIONS_TEXT.draft}
        </Text>
      )}
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          tabIndex={-1}
          aria-label={CAPTIONS_TEXT.pickFile}
          accept=".vtt,text/vtt"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <Button type="button" variant="outline" size="xl" width="full" onClick={() => inputRef.current?.click()}>
        <FileIcon boxSize="6" />
        {CAPTIONS_TEXT.pickFile}
      </Button>
      {note && (
        <Text fontSize="lg" role="status">
          {note}
        </Text>
      )}
      <FormField label={CAPTIONS_TEXT.field} helperText={CAPTIONS_TEXT.help} error={error}>
        <Textarea
          value={text}
          onChange={(event) => edit(event.target.value)}
          rows={14}
          fontSize="lg"
          fontFamily="mono"
          spellCheck
          lang="es"
        />
      </FormField>
      <Button
        type="submit"
        colorPalette="brand"
        size="xl"
        width="full"
        loading={save.isPending}
        loadingText={CAPTIONS_TEXT.saving}
      >
        {CAPTIONS_TEXT.save}
      </Button>
      {save.isSuccess && (
        <Text fontSize="lg" fontWeight="semibold" color="green.800" role="status">
          <CheckIcon boxSize="5" me="2" />
          {CAPTIONS_TEXT.saved}
        </Text>
      )}
    </chakra.form>
  );
};
