import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { CHAT_ATTACHMENT_MSG, MAX_CHAT_ATTACHMENT_BYTES, MAX_VOICE_NOTE_SECONDS } from '@conectando/contracts';
import { AlertIcon, CameraIcon, CloseIcon, SendIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import type { AttachmentUpload } from '../api/send-attachment';
import { formatDuration } from './format-duration';
import { MicIcon } from '@/components/ui/mic-icon';
import { StopIcon } from './recorder-icons';
import { extensionOf, useVoiceRecorder } from './use-voice-recorder';
import { VoiceNotePlayer } from './voice-note-player';

export const ATTACHMENT_MSG = {
  notAPhoto: 'Elige una foto (JPG, PNG o WebP).',
  reachedMax: `Llegaste al máximo de ${MAX_VOICE_NOTE_SECONDS / 60} minutos. Escucha tu mensaje y envíalo.`,
} as const;

interface Draft {
  kind: 'photo' | 'voice';
  file: Blob;
  filename: string;
  previewUrl: string;
  clientMessageId: string;
  seconds?: number;
}

interface AttachmentBarProps {
  upload: (upload: AttachmentUpload) => Promise<void>;
}

// 'Foto' and 'Mensaje de voz' above the text field. What was chosen or recorded is shown (seen or
// heard) before it goes; sending shows its progress; a failure keeps it for 'Reintentar'.
export const AttachmentBar = ({ upload }: AttachmentBarProps) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const recorder = useVoiceRecorder({
    maxSeconds: MAX_VOICE_NOTE_SECONDS,
    onError: setError,
    onRecorded: ({ blob, mimeType, seconds }) => {
      if (seconds >= MAX_VOICE_NOTE_SECONDS) setNotice(ATTACHMENT_MSG.reachedMax);
      setDraft({
        kind: 'voice',
        file: blob,
        filename: `mensaje-de-voz.${extensionOf(mimeType)}`,
        previewUrl: URL.createObjectURL(blob),
        clientMessageId: randomUuid(),
        seconds,
      });
    },
  });

  // The preview's object URL is given back when the draft goes (sent, discarded, replaced).
  useEffect(() => (draft ? () => URL.revokeObjectURL(draft.previewUrl) : undefined), [draft]);

  const reset = () => {
    setDraft(null);
    setError(null);
    setNotice(null);
    setProgress(null);
  };

  const onPhotoChosen = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    reset();
    if (!file.type.startsWith('image/')) return setError(ATTACHMENT_MSG.notAPhoto);
    if (file.size > MAX_CHAT_ATTACHMENT_BYTES) return setError(CHAT_ATTACHMENT_MSG.tooLarge);
    setDraft({
      kind: 'photo',
      file,
      filename: file.name || 'foto.jpg',
      previewUrl: URL.createObjectURL(file),
      clientMessageId: randomUuid(),
    });
  };

  const send = async () => {
    if (!draft) return;
    setError(null);
    setProgress(0);
    try {
      await upload({
        file: draft.file,
        filename: draft.filename,
        clientMessageId: draft.clientMessageId,
        onProgress: setProgress,
      });
      reset();
    } catch (e) {
      setProgress(null);
      setError(errorMessage(e, CHAT_ATTACHMENT_MSG.sendFailed));
    }
  };

  const sending = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Stack gap="2" mb="2">
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="chat-photo-input"
        onChange={(e) => onPhotoChosen(e.target.files?.[0])}
      />
      {recorder.recording ? (
        <Stack gap="2" role="status" aria-live="polite" bg="red.50" borderRadius="xl" p="3">
          <HStack gap="2">
            <Box boxSize="3" borderRadius="full" bg="red.600" flexShrink={0} aria-hidden="true" />
            <Text fontSize="lg" fontWeight="semibold">
              Grabando… {formatDuration(recorder.seconds)}
            </Text>
          </HStack>
          <Text fontSize="md" color="fg.muted">
            Puedes grabar hasta {MAX_VOICE_NOTE_SECONDS / 60} minutos.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button type="button" size="lg" minH="12" colorPalette="red" onClick={recorder.stop}>
              <StopIcon boxSize="5" />
              Detener
            </Button>
            <Button type="button" size="lg" minH="12" variant="outline" onClick={recorder.cancel}>
              <CloseIcon boxSize="5" />
              Cancelar
            </Button>
          </HStack>
        </Stack>
      ) : draft ? (
        <Stack gap="2" bg="gray.50" borderWidth="1px" borderColor="border.emphasized" borderRadius="xl" p="3">
          <Text fontSize="lg" fontWeight="semibold">
            {draft.kind === 'photo' ? 'Revisa la foto antes de enviarla' : 'Escucha tu mensaje antes de enviarlo'}
          </Text>
          {draft.kind === 'photo' ? (
            <chakra.img
              src={draft.previewUrl}
              alt="Vista previa de la foto"
              maxH="40vh"
              maxW="full"
              objectFit="contain"
              alignSelf="flex-start"
              borderRadius="lg"
            />
          ) : (
            <VoiceNotePlayer src={draft.previewUrl} durationSeconds={draft.seconds} />
          )}
          {notice && <Text fontSize="md">{notice}</Text>}
          {sending ? (
            <Stack gap="1">
              <Text fontSize="lg" aria-live="polite">
                Enviando… {percent} %
              </Text>
              <Box
                role="progressbar"
                aria-label="Envío"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                h="3"
                bg="gray.200"
                borderRadius="full"
                overflow="hidden"
              >
                <Box h="full" w={`${percent}%`} bg="brand.700" transition="width 0.2s" />
              </Box>
            </Stack>
          ) : (
            <HStack gap="2" wrap="wrap">
              <Button type="button" size="lg" minH="12" colorPalette="brand" onClick={() => void send()}>
                <SendIcon boxSize="5" />
                {error ? 'Reintentar' : draft.kind === 'photo' ? 'Enviar foto' : 'Enviar mensaje de voz'}
              </Button>
              <Button type="button" size="lg" minH="12" variant="outline" onClick={reset}>
                <CloseIcon boxSize="5" />
                Descartar
              </Button>
            </HStack>
          )}
        </Stack>
      ) : (
        // Always one row, with short labels: at 200% text two rows of buttons left the conversation above
        // them no room. 'Voz' is named 'Mensaje de voz' for screen readers (the visible word is in it).
        <Flex gap="2">
          <Button
            type="button"
            size="lg"
            minH="12"
            px="3"
            variant="outline"
            bg="white"
            flex="1 1 0"
            minW="0"
            onClick={() => fileInput.current?.click()}
          >
            <CameraIcon boxSize="6" />
            Foto
          </Button>
          <Button
            type="button"
            size="lg"
            minH="12"
            px="3"
            variant="outline"
            bg="white"
            flex="1 1 0"
            minW="0"
            aria-label="Mensaje de voz"
            onClick={() => {
              reset();
              void recorder.start();
            }}
          >
            <MicIcon boxSize="6" />
            Voz
          </Button>
        </Flex>
      )}
      {error && (
        <HStack gap="2" role="alert" color="fg.error" align="flex-start">
          <AlertIcon boxSize="5" mt="0.5" flexShrink={0} />
          <Text fontSize="md" fontWeight="semibold">
            {error}
          </Text>
        </HStack>
      )}
    </Stack>
  );
};
