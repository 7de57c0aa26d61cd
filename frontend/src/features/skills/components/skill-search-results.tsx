import { Suspense, type ReactNode } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import type { CategoryStatsResponse, SkillCategoryResponse, SkillVideoResponse } from '@conectando/contracts';
import { LoadError, Loading } from '@/components/ui/load-states';
import { MoreVideosButton } from '@/components/video/more-videos-button';
import type { PagedVideos } from '@/components/video/paged-videos';
import { VideoGrid } from '@/components/video/video-grid';
import { lazyScreen } from '@/lib/lazy-screen';
import { matchCategories } from '../utils/match-categories';
import { CategoryGrid } from './category-grid';

// Only a search that finds nothing offers it, so its code comes when it does.
const WishOffer = lazyScreen(() => import('./wishes/skill-wishes-section').then((m) => ({ default: m.WishOffer })), {
  untilLoaded: true,
});

interface SkillSearchResultsProps {
  text: string;
  // The videos found for the text; the route reads them from the videos feature.
  videos: PagedVideos;
  categories: SkillCategoryResponse[];
  stats: CategoryStatsResponse[] | undefined;
  onOpenCategory: (category: SkillCategoryResponse) => void;
  /** Searches the suggested words instead. */
  onSuggestion: (text: string) => void;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

// 'Buscar habilidades...': the categories whose skills match, and the videos whose title,
// description or skill match (the server searches those).
export const SkillSearchResults = ({
  text,
  videos,
  categories,
  stats,
  onOpenCategory,
  onSuggestion,
  onPlay,
  actions,
}: SkillSearchResultsProps) => {
  const matching = matchCategories(categories, text);
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="videos-encontrados" gap="3">
        <Heading as="h2" id="videos-encontrados" fontSize="2xl">
          Videos encontrados
        </Heading>
        {videos.suggestion && (
          <Button
            variant="outline"
            size="xl"
            minH="11"
            alignSelf="flex-start"
            whiteSpace="normal"
            height="auto"
            py="2"
            textAlign="start"
            onClick={() => onSuggestion(videos.suggestion!)}
          >
            ¿Quisiste decir «{videos.suggestion}»?
          </Button>
        )}
        {videos.isPending && <Loading label="Buscando…" />}
        {videos.isLoadingError && <LoadError onRetry={() => void videos.refetch()} />}
        {videos.isSuccess && (
          <>
            <VideoGrid
              videos={videos.items}
              onPlay={onPlay}
              actions={actions}
              empty={`No encontramos videos para «${text}».`}
            />
            {videos.items.length === 0 && (
              <Suspense fallback={null}>
                <WishOffer text={text} />
              </Suspense>
            )}
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
