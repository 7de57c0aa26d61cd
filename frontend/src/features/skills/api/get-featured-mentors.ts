import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedMentorResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { skillKeys } from './skill-keys';

export const getFeaturedMentors = () => api.get<FeaturedMentorResponse[]>('/users/role/mentor');

export const getFeaturedMentorsQueryOptions = () =>
  queryOptions({ queryKey: skillKeys.featuredMentors(), queryFn: getFeaturedMentors });

export const useFeaturedMentors = () => useQuery(getFeaturedMentorsQueryOptions());
