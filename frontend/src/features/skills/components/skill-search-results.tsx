import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { CategoryStatsResponse, SkillCategoryResponse, SkillVideoResponse } from '@conectando/contracts';
import { LoadError, Loading } from '@/components/ui/load-states';
import { useSkillVideos } from '@/features/videos/api/get-skill-videos';
import { matchCategories } from '../utils/match-categories';
import { CategoryGrid } from './category-grid';
import { MoreVideosButton } from '@/features/videos/components/more-videos-button';
import { VideoGrid } from '@/features/videos/components/video-grid';

interface SkillSearchResultsProps {
  text: string;
  categories: SkillCategoryResponse[];
  stats: CategoryStatsResponse[] | undefined;
  onOpenCategory: (category: SkillCategoryResponse) => void;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

// 'Buscar habilidades...': the categories whose skills match, and the videos whose title,
// description or skill match (the server searches those).
export const SkillSearchResults = ({ text, categories, stats, onOpenCategory, onPlay, actions }: SkillSearchResultsProps) => {
  const videos = useSkillVideos({ q: text });
  const matching = matchCategories(categories, text);
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="videos-encontrados" gap="3">
        <Heading as="h2" id="videos-encontrados" fontSize="2xl">
          Videos encontrados
        </Heading>
        {videos.isPending && <Loading label="Buscando…" />}
        {videos.isError && <LoadError onRetry={() => void videos.refetch()} />}
        {videos.isSuccess && (
          <>
            <VideoGrid videos={videos.items} onPlay={onPlay} actions={actions} empty={`No encontramos videos para «${text}».`} />
            <MoreVideosButton
              loaded={videos.items.length}
              total={videos.total}
              hasMore={videos.hasNextPage}
              loading={videos.isFetchingNextPage}
              onMore={() => void videos.fetchNextPage()}
            />
          </>
        )}
      </Stack>
      {matching.length > 0 && (
        <Stack as="section" aria-labelledby="categorias-encontradas" gap="3">
          <Heading as="h2" id="categorias-encontradas" fontSize="2xl">
            Categorías
          </Heading>
          <CategoryGrid categories={matching} stats={stats} onOpen={onOpenCategory} />
        </Stack>
      )}
    </Stack>
  );
};
