import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryStatsResponse, SkillCategoryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { skillKeys } from './skill-keys';

export const getSkillCategories = () => api.get<SkillCategoryResponse[]>('/skill-categories');

export const getCategoryStats = () => api.get<CategoryStatsResponse[]>('/category-stats');

export const useSkillCategories = () =>
  useQuery(queryOptions({ queryKey: skillKeys.categories(), queryFn: getSkillCategories }));

// Only asked when the user is known.
export const useCategoryStats = (enabled: boolean) =>
  useQuery({ queryKey: skillKeys.categoryStats(), queryFn: getCategoryStats, enabled });
