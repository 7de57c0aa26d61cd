import { useQuery } from '@tanstack/react-query';
import type {
  SkillProgressResponse,
  SkillVideoResponse,
  StoryResponse,
  UserResponse,
  UserStatsResponse,
} from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getUser = (userId: string) => api.get<UserResponse>(`/users/${userId}`);
export const getUserStats = (userId: string) => api.get<UserStatsResponse>(`/users/${userId}/stats`);
export const getSkillProgress = (userId: string) => api.get<SkillProgressResponse[]>(`/users/${userId}/skill-progress`);
export const getUserVideos = (userId: string) => api.get<SkillVideoResponse[]>(`/users/${userId}/skill-videos`);
export const getUserStories = (userId: string) => api.get<StoryResponse[]>(`/users/${userId}/stories`);

export const useUserProfile = (userId: string) =>
  useQuery({ queryKey: profileKeys.user(userId), queryFn: () => getUser(userId) });

export const useUserStats = (userId: string) =>
  useQuery({ queryKey: profileKeys.stats(userId), queryFn: () => getUserStats(userId) });

export const useSkillProgress = (userId: string) =>
  useQuery({ queryKey: profileKeys.skillProgress(userId), queryFn: () => getSkillProgress(userId) });

export const useUserVideos = (userId: string) =>
  useQuery({ queryKey: profileKeys.videos(userId), queryFn: () => getUserVideos(userId) });

export const useUserStories = (userId: string) =>
  useQuery({ queryKey: profileKeys.stories(userId), queryFn: () => getUserStories(userId) });
