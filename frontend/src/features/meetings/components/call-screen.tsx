import { useEffect, useRef } from 'react';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { MEETING_MSG, formatMeetingTime, type MeetingResponse } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { CameraIcon, VideoIcon } from '@/components/ui/icons';
import { MicIcon } from '@/components/ui/mic-icon';
import { PhoneOffIcon } from './call-icons';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/use-now';
import { usePendingReviews } from '../api/reviews';
import { useMeetingCall } from '../hooks/use-meeting-call';
import { useMeetingsLiveUpdates } from '../hooks/use-meetings-live-updates';
import { callWindow } from '../utils/santiago-time';
import { MeetingCard } from './meeting-card';
import { ReviewForm } from './review-form';

const StreamVideo = ({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#1a202c' }}
    />
  );
};

// Three side by side under the video, the icon over its word, so none leaves a phone's screen.
const callButton = {
  h: 'auto',
  minH: '20',
  py: '2',
  px: '1',
  flexDirection: 'column',
  gap: '1',
  whiteSpace: 'normal',
  fontSize: 'md',
  lineHeight: '1.2',
} as const;

/** /reunion/:id: the meeting's video call, or its card while the call is not open. */
export const CallScreen = ({ meeting, myId }: { meeting: MeetingResponse; myId: string }) => {
  useMeetingsLiveUpdates();
  const now = useNow(15_000).getTime();
  const open = callWindow(meeting, now);
  const other = meeting.organizer.id === myId ? meeting.invitee : meeting.organizer;
  const call = useMeetingCall(meeting.id, meeting.organizer.id === myId);
  const inCall = call.phase !== 'idle' && call.phase !== 'ended';

  if (call.phase === 'ended') return <AfterCall meeting={meeting} otherName={other.name} />;

  if (!inCall && open !== 'open')
    return (
      <Stack gap="4">
        <Heading as="h1" fontSize="3xl">
          Reunión con {other.name}
        </Heading>
        {open === 'before' && meeting.startsAt && (
          <Text fontSize="lg" role="status">
            La videollamada se abre 10 minutos antes de la reunión ({formatMeetingTime(meeting.startsAt)}). Vuelve a
            esta página a esa hora.
          </Text>
        )}
        {open === 'closed' && (
          <Text fontSize="lg" role="status">
            {MEETING_MSG.callClosed}.
          </Text>
        )}
        <MeetingCard meeting={meeting} myId={myId} headingLevel="h2" showJoin={false} />
      </Stack>
    );

  if (!inCall)
    return (
      <Stack gap="4">
        <Heading as="h1" fontSize="3xl">
          Videollamada con {other.name}
        </Heading>
        <Text fontSize="lg">
          Para que se puedan ver y escuchar, el navegador te pedirá permiso para usar la cámara y el micrófono. Cuando
          aparezca el aviso, toca «Permitir». Solo {other.name.split(' ')[0]} te verá, y nada se graba.
        </Text>
        <Button colorPalette="brand" size="2xl" minH="16" fontSize="xl" onClick={() => void call.join()}>
          <VideoIcon boxSize="7" />
          Entrar a la videollamada
        </Button>
      </Stack>
    );

  const waiting = call.phase === 'waiting' || call.phase === 'starting' || call.phase === 'connecting';
  return (
    <Stack gap="3">
      <Heading as="h1" fontSize="2xl">
        Videollamada con {other.name}
      </Heading>
      <Box position="relative" rounded="l3" overflow="hidden" bg="gray.900">
        {/* Short enough that the three buttons stay on a phone's screen under it. */}
        <Box h="min(40dvh, 32rem)">
          <StreamVideo stream={call.remoteStream} muted={false} label={`Video de ${other.name}`} />
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
                ? `${other.name} salió de la llamada. Esperando a ${other.name}…`
                : `Esperando a ${other.name}…`}
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
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        <Button
          {...callButton}
          variant={call.micOn ? 'outline' : 'solid'}
          colorPalette="gray"
          aria-pressed={!call.micOn}
          onClick={call.toggleMic}
          disabled={!call.localStream}
        >
          <MicIcon boxSize="6" />
          {call.micOn ? 'Micrófono' : 'Micrófono apagado'}
        </Button>
        <Button
          {...callButton}
          variant={call.cameraOn ? 'outline' : 'solid'}
          colorPalette="gray"
          aria-pressed={!call.cameraOn}
          onClick={call.toggleCamera}
          disabled={!call.localStream}
        >
          <CameraIcon boxSize="6" />
          {call.cameraOn ? 'Cámara' : 'Cámara apagada'}
        </Button>
        <Button {...callButton} colorPalette="red" bg="red.700" onClick={call.hangUp}>
          <PhoneOffIcon boxSize="6" />
          Colgar
        </Button>
      </Grid>
      {waiting && (
        <Text fontSize="md" color="fg.muted">
          Deja esta página abierta: la llamada empieza sola cuando {other.name.split(' ')[0]} entre.
        </Text>
      )}
    </Stack>
  );
};

/** After hanging up: '¿Cómo te fue?' once the meeting is over, or where to find it. */
const AfterCall = ({ meeting, otherName }: { meeting: MeetingResponse; otherName: string }) => {
  const pending = usePendingReviews();
  const reviewable = pending.data?.some((p) => p.meetingId === meeting.id);
  return (
    <Stack gap="4">
      <Heading as="h1" fontSize="3xl">
        La llamada terminó
      </Heading>
      {reviewable ? (
        <ReviewForm subject={{ meetingId: meeting.id }} revieweeName={otherName} />
      ) : (
        pending.isSuccess && (
          <Text fontSize="lg">
            Cuando la reunión termine podrás contar cómo te fue con {otherName}: te lo preguntaremos en la tarjeta de la
            reunión, en el chat.
          </Text>
        )
      )}
      <Button asChild variant="outline" size="xl">
        <RouterLink to={paths.chats}>Ir a mis chats</RouterLink>
      </Button>
    </Stack>
  );
};
