import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import type { SkillCategoryResponse, SkillVideoResponse } from '@conectando/contracts';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { UserIcon } from '@/components/ui/icons';
import { LinkTabs } from '@/components/ui/link-tabs';
import { LoadError, Loading } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { ModeSwitch } from '@/features/profile/components/mode-switch';
import { useCategoryStats, useSkillCategories } from '@/features/skills/api/get-skill-categories';
import { SavedVideos } from '@/features/skills/components/saved-videos';
import { useDebouncedValue } from '@/features/skills/hooks/use-debounced-value';
import { useSavedVideos } from '@/features/videos/api/get-saved-videos';
import { SaveVideoButton } from '@/features/videos/components/save-video-button';
import { VideoPlayerDialog } from '@/features/videos/components/video-player-dialog';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';
import { BrowseTab } from './browse-tab';
import { SkillSearchField } from './skill-search-field';
import { useLinkedVideo } from './use-linked-video';

const TAB_BROWSE = 'buscador';
const TAB_SAVED = 'guardadas';
const BROWSE_LABEL = 'Buscador de Habilidades';
const SAVED_LABEL = 'Habilidades Guardadas';

// The address's query with `changes` applied (null removes a key), as `?a=b` or '' when empty.
const withParams = (params: URLSearchParams, changes: Record<string, string | null>): string => {
  const next = new URLSearchParams(params);
  Object.entries(changes).forEach(([key, value]) => (value === null ? next.delete(key) : next.set(key, value)));
  const query = next.toString();
  return query ? `?${query}` : '';
};

// /skills. Where the user is (tab, category, topic, search) lives in the address, so the
// back button, a reload and the mode switch all keep the place.
export const SkillsRoute = () => {
  const { user, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(search.trim());
  const [playing, setPlaying] = useState<SkillVideoResponse | null>(null);
  const categories = useSkillCategories();
  const stats = useCategoryStats(user !== null);
  const saved = useSavedVideos(user?.id ?? null);
  useLinkedVideo(setPlaying);

  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace />;

  const tab = params.get('tab') === TAB_SAVED ? TAB_SAVED : TAB_BROWSE;
  const categoryId = params.get('categoria');
  const category = categories.data?.find((c) => c.id === categoryId) ?? null;
  const topic = params.get('tema');

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams((current) => new URLSearchParams(withParams(current, changes)), { replace });

  const onSearch = (text: string) => {
    setSearch(text);
    update({ q: text.trim() || null }, true);
  };
  const openCategory = (c: SkillCategoryResponse) => {
    setSearch('');
    update({ categoria: c.id, tema: null, q: null });
  };
  const videoActions = (video: SkillVideoResponse) => <SaveVideoButton video={video} userId={user.id} />;

  return (
    <Page>
      <title>Explorar Habilidades · Conectando Generaciones</title>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" fontSize={{ base: '2xl', sm: '3xl' }} lineHeight="1.2">
            Explorar Habilidades
          </Heading>
          <Button asChild variant="outline" size="lg" flexShrink={0} px="3">
            <RouterLink to={paths.profile}>
              <UserIcon boxSize="5" />
              Mi perfil
            </RouterLink>
          </Button>
        </HStack>
        <ModeSwitch user={user} />
        <SkillSearchField value={search} onChange={onSearch} />

        <LinkTabs
          label="Secciones de Habilidades"
          tabs={[
            { to: { search: withParams(params, { tab: null }) }, label: BROWSE_LABEL, current: tab === TAB_BROWSE },
            {
              to: { search: withParams(params, { tab: TAB_SAVED }) },
              current: tab === TAB_SAVED,
              label: (
                <>
                  {SAVED_LABEL}
                  <Badge
                    colorPalette="brand"
                    variant="solid"
                    bg="brand.700"
                    borderRadius="full"
                    fontSize="sm"
                    px="2"
                    data-testid="saved-count"
                  >
                    {saved.data?.length ?? 0}
                  </Badge>
                </>
              ),
            },
          ]}
        />
        <Box as="section" aria-label={tab === TAB_SAVED ? SAVED_LABEL : BROWSE_LABEL}>
          {tab === TAB_SAVED ? (
            <SavedVideos saved={saved} onPlay={setPlaying} actions={videoActions} />
          ) : (
            <>
              {categories.isPending && <Loading />}
              {categories.isLoadingError && <LoadError onRetry={() => void categories.refetch()} />}
              {categories.isSuccess && (
                <BrowseTab
                  myId={user.id}
                  mode={user.mode}
                  query={query}
                  categories={categories.data}
                  stats={stats.data}
                  category={category}
                  topic={topic}
                  onTopic={(t) => update({ tema: t }, true)}
                  onBack={() => update({ categoria: null, tema: null })}
                  onOpenCategory={openCategory}
                  onSearch={onSearch}
                  onPlay={setPlaying}
                  actions={videoActions}
                />
              )}
            </>
          )}
        </Box>
        <WisdomTip context="skills" />
      </Stack>
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} actions={playing && videoActions(playing)} />
    </Page>
  );
};
