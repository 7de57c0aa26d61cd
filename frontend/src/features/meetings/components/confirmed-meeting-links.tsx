import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarIcon, VideoIcon } from '@/components/ui/icons';
import { meetingCalendarUrl } from '../api/meetings';
import { meetingPath, type CallWindow } from '../utils/meeting-call';

interface ConfirmedMeetingLinksProps {
  meetingId: string;
  call: CallWindow;
  showJoin: boolean;
}

/** An agreed meeting still ahead: the way into its call when open, and the file for one's calendar. */
export const ConfirmedMeetingLinks = ({ meetingId, call, showJoin }: ConfirmedMeetingLinksProps) => (
  <>
    {call === 'open' && showJoin && (
      <Button asChild colorPalette="brand" size="xl">
        <RouterLink to={meetingPath(meetingId)}>
          <VideoIcon boxSize="6" />
          Entrar a la videollamada
        </RouterLink>
      </Button>
    )}
    {call === 'before' && <Text fontSize="lg">La videollamada se abre 10 minutos antes, aquí mismo.</Text>}
    <Button asChild variant="outline" size="xl">
      <a href={meetingCalendarUrl(meetingId)} download="reunion.ics">
        <CalendarIcon boxSize="5" />
        Agregar a mi calendario
      </a>
    </Button>
  </>
);
