import { useMemo, type ReactNode } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SkillCategoryResponse, SkillVideoResponse } from '@conectando/contracts';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadError, Loading } from '@/components/ui/load-states';
import { MoreVideosButton } from '@/components/video/more-videos-button';
import type { PagedVideos } from '@/components/video/paged-videos';
import { VideoGrid } from '@/components/video/video-grid';
import { categoryStyle } from '@/components/ui/category-style';
import { deriveTopics, titleHasTopic } from '../utils/video-topics';
import { TopicChips } from './topic-chips';

interface CategoryVideosProps {
  category: SkillCategoryResponse;
  // The category's videos; the route reads them from the videos feature.
  videos: PagedVideos;
  topic: string | null;
  onTopic: (topic: string | null) => void;
  onBack: () => void;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

// A chosen category: its videos, topic chips and 'Volver a categorías'.
export const CategoryVideos = ({ category, videos, topic, onTopic, onBack, onPlay, actions }: CategoryVideosProps) => {
  const { items } = videos;
  // Chips come from the titles loaded so far; 'Ver más videos' may add some.
  const topics = useMemo(() => deriveTopics(items.map((v) => v.title)), [items]);
  const shown = items.filter((v) => titleHasTopic(v.title, topic));
  const { icon: Icon, bg, fg } = categoryStyle(category.id);

  return (
    <Stack gap="4">
      <Button variant="outline" size="lg" alignSelf="flex-start" onClick={onBack}>
        <ArrowLeftIcon boxSize="5" />
        Volver a categorías
      </Button>
      <HStack gap="3">
        <Icon boxSize="10" p="2" bg={bg} color={fg} borderRadius="lg" />
        <Heading as="h2" fontSize="2xl">
          {category.name}
        </Heading>
      </HStack>
      {videos.isPending && <Loading />}
      {videos.isLoadingError && <LoadError onRetry={() => void videos.refetch()} />}
      {videos.isSuccess && (
        <>
          {items.length > 0 && <TopicChips topics={topics} selected={topic} onSelect={onTopic} />}
          <Text fontSize="md" color="fg.muted" aria-live="polite">
            {shown.length === 1 ? '1 video' : `${shown.length} videos`}
          </Text>
          <VideoGrid
            videos={shown}
            onPlay={onPlay}
            actions={actions}
            empty="Todavía no hay videos en esta categoría."
          />
          <MoreVideosButton
            loaded={items.length}
            total={videos.total}
            hasMore={videos.hasNextPage}
            loading={videos.isFetchingNextPage}
            onMore={() => void videos.fetchNextPage()}
          />
        </>
      )}
    </Stack>
  );
};
