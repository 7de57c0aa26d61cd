import { queryOptions, useQuery } from '@tanstack/react-query';
import { SKILL_VIDEOS_MAX_PAGE_SIZE, type SkillVideoPage } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { videoKeys, type VideoFilters } from './video-keys';

const toQueryString = (filters: VideoFilters) => {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.skill) params.set('skill', filters.skill);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  params.set('pageSize', String(SKILL_VIDEOS_MAX_PAGE_SIZE));
  return params.toString();
};

export const getSkillVideos = (filters: VideoFilters): Promise<SkillVideoPage> =>
  api.get<SkillVideoPage>(`/skill-videos?${toQueryString(filters)}`);

export const getSkillVideosQueryOptions = (filters: VideoFilters) =>
  queryOptions({ queryKey: videoKeys.list(filters), queryFn: () => getSkillVideos(filters) });

/** A category's videos or a search; nothing is asked while `enabled` is false. */
export const useSkillVideos = (filters: VideoFilters, enabled = true) =>
  useQuery({ ...getSkillVideosQueryOptions(filters), enabled });
