import { Heading, Stack } from '@chakra-ui/react';
import { MEETING_MSG } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { isApiError } from '@/lib/api-client';
import { useMeeting } from '../api/meetings';
import { CallScreen } from './call-screen';
import { LoadFailed } from './load-failed';
import { PendingReviews } from './pending-reviews';
import { UpcomingMeetings } from './upcoming-meetings';

/** /reunion/:id: the call, or the meeting's card while the call is not open; participants only. */
export const MeetingCallPage = ({ meetingId, myId }: { meetingId: string; myId: string }) => {
  const meeting = useMeeting(meetingId);
  if (meeting.isPending) return <FullPageSpinner />;
  if (meeting.isLoadingError)
    return isApiError(meeting.error) && (meeting.error.status === 404 || meeting.error.status === 400) ? (
      <Heading as="h1" fontSize="3xl">
        {MEETING_MSG.notFound}
      </Heading>
    ) : (
      <LoadFailed error={meeting.error} onRetry={() => void meeting.refetch()} />
    );
  return <CallScreen key={meeting.data.id} meeting={meeting.data} myId={myId} />;
};

/** /evaluar: '¿Cómo te fue con…?' for everyone the person may still review, and the meetings ahead. */
export const ReviewsPage = ({ myId }: { myId: string }) => (
  <Stack gap="4">
    <Heading as="h1" fontSize="3xl">
      Reuniones y evaluaciones
    </Heading>
    <Heading as="h2" fontSize="2xl">
      Cuéntanos cómo te fue
    </Heading>
    <PendingReviews />
    <Heading as="h2" fontSize="2xl">
      Tus próximas reuniones
    </Heading>
    <UpcomingMeetings myId={myId} />
  </Stack>
);
