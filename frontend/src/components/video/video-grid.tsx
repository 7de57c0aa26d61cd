import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SkillVideoResponse } from '@conectando/contracts';
import { LoadError, Loading } from '@/components/ui/load-states';
import { VideoCard } from './video-card';

interface VideoGridProps<V extends SkillVideoResponse> {
  videos: V[];
  onPlay: (video: V) => void;
  // Save toggle, delete…: under each card's play button.
  actions?: (video: V) => ReactNode;
  // Replaces the standard card (a story card, for instance).
  renderCard?: (video: V) => ReactNode;
  empty: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  showAuthor?: boolean;
  columns?: { base: number; sm: number };
}

// Video cards in a list (one column on a phone), or the empty text.
export const VideoGrid = <V extends SkillVideoResponse>({
  videos,
  onPlay,
  actions,
  renderCard,
  empty,
  headingLevel,
  showAuthor,
  columns = { base: 1, sm: 2 },
}: VideoGridProps<V>) =>
  videos.length === 0 ? (
    <Text fontSize="lg" color="fg.muted" py="2">
      {empty}
    </Text>
  ) : (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="4" m="0" p="0">
      {videos.map((video) => (
        <li key={video.id}>
          {renderCard ? (
            renderCard(video)
          ) : (
            <VideoCard
              video={video}
              onPlay={(v) => onPlay(v as V)}
              actions={actions?.(video)}
              headingLevel={headingLevel}
              showAuthor={showAuthor}
            />
          )}
        </li>
      ))}
    </SimpleGrid>
  );

// The same grid fed by a query: a spinner while loading and a retry on failure.
export const VideoQueryGrid = <V extends SkillVideoResponse>({
  query,
  ...props
}: Omit<VideoGridProps<V>, 'videos'> & { query: UseQueryResult<V[]> }) => {
  if (query.isPending) return <Loading />;
  if (query.isLoadingError) return <LoadError onRetry={() => void query.refetch()} />;
  return <VideoGrid videos={query.data} {...props} />;
};
