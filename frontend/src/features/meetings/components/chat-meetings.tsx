import { useLayoutEffect } from 'react';
import { Stack } from '@chakra-ui/react';
import { usePendingReviews } from '../api/reviews';
import { useMeetings } from '../api/meetings';
import { useMeetingsLiveUpdates } from '../hooks/use-meetings-live-updates';
import { MeetingCard } from './meeting-card';

interface ChatMeetingsProps {
  myId: string;
  otherId: string;
  // The conversation keeps its end in view when a card appears or grows.
  onChange?: () => void;
}

/** The meetings between the two people of a chat, as cards at the end of the conversation, kept live. */
export const ChatMeetings = ({ myId, otherId, onChange }: ChatMeetingsProps) => {
  useMeetingsLiveUpdates();
  const upcoming = useMeetings('upcoming', otherId);
  const past = useMeetings('past', otherId);
  const pending = usePendingReviews();
  // A meeting that ended stays here until it is reviewed: '¿Cómo te fue con…?' is on its card.
  const toReview = (past.data ?? []).filter(
    (m) => m.status === 'confirmed' && pending.data?.some((p) => p.meetingId === m.id),
  );
  const meetings = [...toReview, ...(upcoming.data ?? [])];
  const signature = meetings.map((m) => `${m.id}:${m.version}`).join(',');

  useLayoutEffect(() => {
    if (signature) onChange?.();
  }, [signature, onChange]);

  if (meetings.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-label="Reuniones">
      {meetings.map((m) => (
        <MeetingCard key={m.id} meeting={m} myId={myId} />
      ))}
    </Stack>
  );
};
