import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SKILL_VIDEOS_PAGE_SIZE, type SkillVideoPage, type SkillVideoResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { videoKeys, type VideoFilters } from './video-keys';

const toQueryString = (filters: VideoFilters, page: number) => {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.skill) params.set('skill', filters.skill);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  params.set('page', String(page));
  params.set('pageSize', String(SKILL_VIDEOS_PAGE_SIZE));
  return params.toString();
};

export const getSkillVideos = (filters: VideoFilters, page = 1): Promise<SkillVideoPage> =>
  api.get<SkillVideoPage>(`/skill-videos?${toQueryString(filters, page)}`);

const loadedCount = (pages: SkillVideoPage[]) => pages.reduce((n, p) => n + p.items.length, 0);

export const getSkillVideosQueryOptions = (filters: VideoFilters) =>
  infiniteQueryOptions({
    queryKey: videoKeys.list(filters),
    queryFn: ({ pageParam }) => getSkillVideos(filters, pageParam),
    initialPageParam: 1,
    // The server's total says whether more remain; an empty page ends it whatever the total says.
    getNextPageParam: (last, pages) =>
      last.items.length > 0 && loadedCount(pages) < last.total ? last.page + 1 : undefined,
  });

// A category's videos or a search, a page at a time: the next page comes only when 'Ver más videos'
// is pressed (nothing loads or moves on its own while an older person reads). Nothing is asked while
// `enabled` is false.
export const useSkillVideos = (filters: VideoFilters, enabled = true) => {
  const query = useInfiniteQuery({ ...getSkillVideosQueryOptions(filters), enabled });
  const items = useMemo(() => {
    // Offset pages can repeat a video when one was uploaded in between: keep it once.
    const seen = new Set<string>();
    return (query.data?.pages.flatMap((p) => p.items) ?? []).filter(
      (v: SkillVideoResponse) => !seen.has(v.id) && !!seen.add(v.id),
    );
  }, [query.data]);
  // The screens use the list, its paging and its state; the rest of the query is spread on purpose.
  // eslint-disable-next-line @tanstack/query/no-rest-destructuring
  return { ...query, items, total: query.data?.pages[0]?.total ?? 0, suggestion: query.data?.pages[0]?.suggestion };
};
