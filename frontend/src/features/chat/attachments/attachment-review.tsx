import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { MAX_VOICE_NOTE_SECONDS } from '@conectando/contracts';
import { AlertIcon, CloseIcon, SendIcon } from '@/components/ui/icons';
import { formatDuration } from './format-duration';
import { StopIcon } from './recorder-icons';
import type { AttachmentDraft } from './use-attachment-draft';
import { VoiceNotePlayer } from './voice-note-player';

// Above the message box: the recording under way, or what was chosen or recorded, seen or heard
// before it goes (with its progress while sending), and why something did not work.
export const AttachmentReview = ({ state }: { state: AttachmentDraft }) => {
  const { draft, error, notice, progress, recorder } = state;
  if (!recorder.recording && !draft && !error) return null;
  return (
    <Stack gap="2" mb="2">
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
      ) : (
        draft && (
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
            {progress !== null ? (
              <SendProgress percent={Math.round(progress * 100)} />
            ) : (
              <HStack gap="2" wrap="wrap">
                <Button type="button" size="lg" minH="12" colorPalette="brand" onClick={() => void state.send()}>
                  <SendIcon boxSize="5" />
                  {error ? 'Reintentar' : draft.kind === 'photo' ? 'Enviar foto' : 'Enviar mensaje de voz'}
                </Button>
                <Button type="button" size="lg" minH="12" variant="outline" onClick={state.discard}>
                  <CloseIcon boxSize="5" />
                  Descartar
                </Button>
              </HStack>
            )}
          </Stack>
        )
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

const SendProgress = ({ percent }: { percent: number }) => (
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
);
