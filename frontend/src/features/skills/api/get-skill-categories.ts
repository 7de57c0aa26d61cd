import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryStatsResponse, SkillCategoryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { skillKeys } from './skill-keys';

export const getSkillCategories = () => api.get<SkillCategoryResponse[]>('/skill-categories');

export const getCategoryStats = () => api.get<CategoryStatsResponse[]>('/category-stats');

export const getSkillCategoriesQueryOptions = () =>
  queryOptions({ queryKey: skillKeys.categories(), queryFn: getSkillCategories });

export const getCategoryStatsQueryOptions = () =>
  queryOptions({ queryKey: skillKeys.categoryStats(), queryFn: getCategoryStats });

export const useSkillCategories = () => useQuery(getSkillCategoriesQueryOptions());

// Only asked when the user is known.
export const useCategoryStats = (enabled: boolean) => useQuery({ ...getCategoryStatsQueryOptions(), enabled });
