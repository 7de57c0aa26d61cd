import { Stack, Text } from '@chakra-ui/react';
import { useMeetings } from '../api/meetings';
import { useMeetingsLiveUpdates } from '../hooks/use-meetings-live-updates';
import { LoadFailed } from './load-failed';
import { MeetingCard } from './meeting-card';

/** The person's meetings still ahead (and proposals waiting), soonest first, kept live. */
export const UpcomingMeetings = ({ myId }: { myId: string }) => {
  useMeetingsLiveUpdates();
  const meetings = useMeetings('upcoming');
  if (meetings.isPending)
    return (
      <Text fontSize="lg" color="fg.muted">
        Cargando…
      </Text>
    );
  if (meetings.isError) return <LoadFailed error={meetings.error} onRetry={() => void meetings.refetch()} />;
  if (meetings.data.length === 0)
    return (
      <Text fontSize="lg">No tienes reuniones agendadas. Desde el perfil de un mentor, toca «Agendar Reunión».</Text>
    );
  return (
    <Stack gap="4">
      {meetings.data.map((m) => (
        <MeetingCard key={m.id} meeting={m} myId={myId} />
      ))}
    </Stack>
  );
};
