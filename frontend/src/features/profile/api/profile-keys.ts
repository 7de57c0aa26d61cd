export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: string) => [...profileKeys.all, 'user', userId] as const,
  stats: (userId: string) => [...profileKeys.all, 'stats', userId] as const,
  skillProgress: (userId: string) => [...profileKeys.all, 'skill-progress', userId] as const,
  videos: (userId: string) => [...profileKeys.all, 'videos', userId] as const,
  stories: (userId: string) => [...profileKeys.all, 'stories', userId] as const,
};
