import { useId, useRef } from 'react';
import { Button, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { VIDEO_MIME_TYPES } from '@conectando/contracts';
import { VideoIcon } from '@/components/ui/icons';
import { playerDurationLabel } from '@/components/video/duration-label';

interface VideoFileFieldProps {
  file: File | null;
  // Seconds read from the file, null while reading.
  duration: number | null;
  reading: boolean;
  error?: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CL')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('es-CL', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

// The video file of an upload: a large button opens the phone's picker (camera roll or camera).
export const VideoFileField = ({ file, duration, reading, error, disabled, onPick }: VideoFileFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} textStyle="label">
        Archivo de video{' '}
        <chakra.span aria-hidden="true" color="fg.error">
          *
        </chakra.span>
      </chakra.label>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          id={id}
          type="file"
          tabIndex={-1}
          accept={[...VIDEO_MIME_TYPES, '.mp4', '.webm', '.mov'].join(',')}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
      </VisuallyHidden>
      <Button
        type="button"
        variant="outline"
        size="xl"
        width="full"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-controls={id}
      >
        <VideoIcon boxSize="6" />
        {file ? 'Elegir otro video' : 'Elegir video'}
      </Button>
      {file && (
        <HStack gap="2" wrap="wrap" fontSize="md" color="fg.muted" data-testid="chosen-video">
          <Text fontWeight="semibold" color="fg" wordBreak="break-all">
            {file.name}
          </Text>
          <Text>· {fileSize(file.size)}</Text>
          <Text>· {reading || duration === null ? 'Leyendo duración…' : playerDurationLabel(duration)}</Text>
        </HStack>
      )}
      <Text fontSize="sm" color="fg.muted">
        MP4, WebM o MOV. Máximo 10 minutos y 200 MB.
      </Text>
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="semibold" fontSize="md">
          {error}
        </Text>
      )}
    </Stack>
  );
};
