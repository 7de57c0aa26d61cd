import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MEETING_MSG, formatMeetingTime, type MeetingResponse } from '@conectando/contracts';
import { VideoIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import { useMeetingCall } from '../hooks/use-meeting-call';
import { useMeetingsLiveUpdates } from '../hooks/use-meetings-live-updates';
import { callWindow } from '../utils/meeting-call';
import { AfterCall } from './after-call';
import { CallInProgress } from './call-in-progress';
import { MeetingCard } from './meeting-card';

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

  return <CallInProgress call={call} otherName={other.name} />;
};
