import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMeetingTime, type MeetingResponse } from '@conectando/contracts';
import { CalendarIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { usePendingReviews } from '../api/reviews';
import { ReviewForm } from './review-form';
import { useAcceptMeeting, useCloseMeeting } from '../api/meetings';
import { callWindow, meetingEnd } from '../utils/meeting-call';
import { ConfirmedMeetingLinks } from './confirmed-meeting-links';
import { ProposedSlots } from './proposed-slots';
import { ProposeMeetingDialog } from './propose-meeting-dialog';

interface MeetingCardProps {
  meeting: MeetingResponse;
  myId: string;
  headingLevel?: 'h2' | 'h3';
  // The call page shows the card without the link back to itself.
  showJoin?: boolean;
}

const statusTitle = (m: MeetingResponse, myId: string, otherName: string, ended: boolean): string => {
  if (m.status === 'declined') return 'Reunión rechazada';
  if (m.status === 'cancelled') return 'Reunión cancelada';
  if (m.status === 'confirmed') return ended ? 'La reunión terminó' : 'Reunión confirmada';
  return m.proposedById === myId ? `Esperando la respuesta de ${otherName}` : `${otherName} propone una reunión`;
};

/** A meeting as both people see it: the proposed times to answer, or the agreed one and the way in. */
export const MeetingCard = ({ meeting, myId, headingLevel = 'h3', showJoin = true }: MeetingCardProps) => {
  const now = useNow(15_000).getTime();
  const other = meeting.organizer.id === myId ? meeting.invitee : meeting.organizer;
  const end = meetingEnd(meeting);
  const ended = meeting.status === 'confirmed' && end !== null && end < now;
  const call = callWindow(meeting, now);
  const answering = meeting.status === 'proposed' && meeting.proposedById !== myId;
  // New times or a cancel, until the agreed start.
  const changeable =
    meeting.status === 'proposed' ||
    (meeting.status === 'confirmed' && meeting.startsAt !== null && Date.parse(meeting.startsAt) > now);

  const [chosen, setChosen] = useState<string | null>(meeting.slots.length === 1 ? (meeting.slots[0] ?? null) : null);
  const [rescheduling, setRescheduling] = useState(false);
  const accept = useAcceptMeeting();
  const closeMeeting = useCloseMeeting();
  const pending = usePendingReviews(ended);
  const toReview = ended && pending.data?.some((p) => p.meetingId === meeting.id);
  const failure = accept.error ?? closeMeeting.error;
  const Title = headingLevel;

  return (
    <Box
      as="article"
      aria-label={`Reunión con ${other.name}`}
      bg="white"
      borderWidth="2px"
      borderColor={meeting.status === 'confirmed' && !ended ? 'brand.600' : 'border.emphasized'}
      rounded="l3"
      p="4"
    >
      <Stack gap="3">
        <Heading as={Title} fontSize="xl" lineHeight="1.3">
          <CalendarIcon boxSize="5" me="2" verticalAlign="-2px" />
          {statusTitle(meeting, myId, other.name, ended)}
        </Heading>
        {meeting.topic && <Text fontSize="lg">Tema: {meeting.topic}</Text>}
        <Text fontSize="lg">Duración: {meeting.durationMinutes} minutos</Text>

        {meeting.startsAt && (
          <Text fontSize="xl" fontWeight="bold">
            {formatMeetingTime(meeting.startsAt)}
          </Text>
        )}

        {meeting.status === 'proposed' && (
          <ProposedSlots meeting={meeting} answering={answering} chosen={chosen} onChoose={setChosen} />
        )}

        {failure && (
          <Text role="alert" color="fg.error" fontSize="lg" fontWeight="semibold">
            {errorMessage(failure)}
          </Text>
        )}

        {answering && (
          <Button
            colorPalette="brand"
            size="xl"
            disabled={!chosen}
            loading={accept.isPending}
            loadingText="Aceptando…"
            onClick={() => chosen && accept.mutate({ id: meeting.id, slot: chosen })}
          >
            Aceptar
          </Button>
        )}

        {meeting.status === 'confirmed' && !ended && (
          <ConfirmedMeetingLinks meetingId={meeting.id} call={call} showJoin={showJoin} />
        )}

        {changeable && (
          <Button variant="outline" size="xl" onClick={() => setRescheduling(true)}>
            Proponer otro horario
          </Button>
        )}
        {changeable && (
          <Button
            variant="ghost"
            size="lg"
            color="red.700"
            loading={closeMeeting.isPending}
            onClick={() => closeMeeting.mutate({ id: meeting.id, action: answering ? 'decline' : 'cancel' })}
          >
            {answering ? 'Rechazar' : 'Cancelar reunión'}
          </Button>
        )}

        {toReview && (
          <Box borderTopWidth="1px" pt="3">
            <ReviewForm subject={{ meetingId: meeting.id }} revieweeName={other.name} headingLevel="h3" />
          </Box>
        )}
      </Stack>
      {rescheduling && (
        <ProposeMeetingDialog open onClose={() => setRescheduling(false)} otherName={other.name} target={{ meeting }} />
      )}
    </Box>
  );
};
