import { Suspense, type ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { CategoryStatsResponse, SkillCategoryResponse, SkillVideoResponse, UserMode } from '@conectando/contracts';
import { lazyScreen } from '@/lib/lazy-screen';
import { useOpenChat } from '@/features/chat/hooks/use-open-chat';
import { CategoryGrid } from '@/features/skills/components/category-grid';
import { CategoryVideos } from '@/features/skills/components/category-videos';
import { FeaturedMentors } from '@/features/skills/components/featured-mentors';
import { SkillSearchResults } from '@/features/skills/components/skill-search-results';
import { useSkillVideos } from '@/features/videos/api/get-skill-videos';

// Below the categories, so its code comes after the screen's (the first load stays as it was).
const SkillWishesSection = lazyScreen(
  () =>
    import('@/features/skills/components/wishes/skill-wishes-section').then((m) => ({ default: m.SkillWishesSection })),
  { untilLoaded: true },
);

interface BrowseTabProps {
  myId: string;
  mode: UserMode;
  // The debounced search text; empty shows the category or the catalogue.
  query: string;
  categories: SkillCategoryResponse[];
  stats: CategoryStatsResponse[] | undefined;
  category: SkillCategoryResponse | null;
  topic: string | null;
  onTopic: (topic: string | null) => void;
  onBack: () => void;
  onOpenCategory: (category: SkillCategoryResponse) => void;
  onSearch: (text: string) => void;
  onPlay: (video: SkillVideoResponse) => void;
  actions: (video: SkillVideoResponse) => ReactNode;
}

// 'Buscador de Habilidades': search results, a chosen category, or the categories and mentors.
export const BrowseTab = ({
  myId,
  mode,
  query,
  categories,
  stats,
  category,
  topic,
  onTopic,
  onBack,
  onOpenCategory,
  onSearch,
  onPlay,
  actions,
}: BrowseTabProps) => {
  if (query) {
    return (
      <SearchResults
        text={query}
        categories={categories}
        stats={stats}
        onOpenCategory={onOpenCategory}
        onSuggestion={onSearch}
        onPlay={onPlay}
        actions={actions}
      />
    );
  }
  if (category) {
    return (
      <CategoryPanel
        category={category}
        topic={topic}
        onTopic={onTopic}
        onBack={onBack}
        onPlay={onPlay}
        actions={actions}
      />
    );
  }
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="categorias" gap="3">
        <Heading as="h2" id="categorias" fontSize="2xl">
          Categorías
        </Heading>
        <CategoryGrid categories={categories} stats={stats} onOpen={onOpenCategory} />
      </Stack>
      <MentorsPanel myId={myId} />
      <Suspense fallback={null}>
        <SkillWishesSection mode={mode} />
      </Suspense>
    </Stack>
  );
};

// The skills feature shows videos and mentors; the videos and chat features fetch and open them.
type WithoutVideos<P> = Omit<P, 'videos'>;

const SearchResults = (props: WithoutVideos<Parameters<typeof SkillSearchResults>[0]>) => (
  <SkillSearchResults {...props} videos={useSkillVideos({ q: props.text })} />
);

const CategoryPanel = (props: WithoutVideos<Parameters<typeof CategoryVideos>[0]>) => (
  <CategoryVideos {...props} videos={useSkillVideos({ category: props.category.id })} />
);

const MentorsPanel = ({ myId }: { myId: string }) => {
  const { openChat, isPending } = useOpenChat();
  return <FeaturedMentors myId={myId} onMessage={(mentorId) => openChat(mentorId)} messaging={isPending} />;
};
