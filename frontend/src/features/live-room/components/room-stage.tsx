import { Grid, Stack, Text } from '@chakra-ui/react';
import { LIVE_ROOM_MSG, type LiveClassJoin } from '@conectando/contracts';
import type { Feed } from '../janus/room-connection';
import { FeedTile } from './feed-tile';

interface RoomStageProps {
  join: LiveClassJoin;
  localStream: MediaStream | null;
  feeds: Feed[];
  hands: Record<string, string>;
  onMute: (feed: Feed) => void;
}

/** The mentor's video large, everyone else small under it; until the mentor arrives, learners are told so. */
export const RoomStage = ({ join, localStream, feeds, hands, onMute }: RoomStageProps) => {
  const isHost = join.role === 'host';
  const mentor = feeds.find((f) => f.id === join.hostFeedId);
  const me = feeds.find((f) => f.id === join.feedId);
  const others = feeds.filter((f) => f.id !== join.hostFeedId && f.id !== join.feedId);
  const tile = (feed: Feed, large = false) => (
    <FeedTile
      key={feed.id}
      name={feed.display}
      stream={feed.id === join.feedId ? localStream : feed.stream}
      self={feed.id === join.feedId}
      large={large}
      talking={feed.talking}
      handRaised={Boolean(hands[feed.id])}
      onMute={isHost && feed.id !== join.feedId && feed.audioMid !== undefined ? () => onMute(feed) : undefined}
    />
  );
  return (
    <Stack gap="3">
      {isHost && me && tile(me, true)}
      {!isHost &&
        (mentor ? (
          tile(mentor, true)
        ) : (
          <Stack role="status" bg="gray.100" rounded="l3" p="5" gap="2">
            <Text fontSize="2xl" fontWeight="bold">
              {LIVE_ROOM_MSG.notYetStarted}
            </Text>
            <Text fontSize="lg">Quédate en esta página: empezará cuando llegue quien lo dicta.</Text>
          </Stack>
        ))}
      <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="2">
        {!isHost && me && tile(me)}
        {others.map((feed) => tile(feed))}
      </Grid>
    </Stack>
  );
};
