import { useQuery } from '@tanstack/react-query';
import type { StoryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { storyKeys } from './story-keys';

export const getStories = () => api.get<StoryResponse[]>('/stories');

export const useStories = () => useQuery({ queryKey: storyKeys.list(), queryFn: getStories });
