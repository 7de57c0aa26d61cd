import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { MeetingCall } from '../hooks/use-meeting-call';
import { CallControls } from './call-controls';
import { StreamVideo } from '@/components/video/stream-video';

/** The call once joined: the other person's video, one's own in the corner, and the controls. */
export const CallInProgress = ({ call, otherName }: { call: MeetingCall; otherName: string }) => {
  const waiting = call.phase === 'waiting' || call.phase === 'starting' || call.phase === 'connecting';
  return (
    <Stack gap="3">
      <Heading as="h1" fontSize="2xl">
        Videollamada con {otherName}
      </Heading>
      <Box position="relative" rounded="l3" overflow="hidden" bg="gray.900">
        {/* Short enough that the three buttons stay on a phone's screen under it. */}
        <Box h="min(40dvh, 32rem)">
          <StreamVideo stream={call.remoteStream} muted={false} label={`Video de ${otherName}`} />
        </Box>
        {call.phase !== 'connected' && call.phase !== 'failed' && (
          <Text
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            textAlign="center"
            p="4"
            color="white"
            fontSize="xl"
            fontWeight="bold"
            role="status"
          >
            {call.phase === 'starting'
              ? 'Preparando tu cámara…'
              : call.peerLeft
                ? `${otherName} salió de la llamada. Esperando a ${otherName}…`
                : `Esperando a ${otherName}…`}
          </Text>
        )}
        <Box
          position="absolute"
          bottom="3"
          insetEnd="3"
          w="28%"
          rounded="md"
          overflow="hidden"
          borderWidth="2px"
          borderColor="white"
        >
          <Box aspectRatio="3 / 4">
            <StreamVideo stream={call.localStream} muted label="Tu video" />
          </Box>
        </Box>
      </Box>
      {call.phase === 'failed' && call.error && (
        <Stack gap="3" role="alert">
          <Text fontSize="lg" fontWeight="semibold" color="fg.error">
            {call.error}
          </Text>
          <Button variant="outline" size="xl" onClick={call.retry}>
            Intentar de nuevo
          </Button>
        </Stack>
      )}
      <CallControls call={call} />
      {waiting && (
        <Text fontSize="md" color="fg.muted">
          Deja esta página abierta: la llamada empieza sola cuando {otherName.split(' ')[0]} entre.
        </Text>
      )}
    </Stack>
  );
};
