export interface VideoFilters {
  category?: string;
  skill?: string;
  q?: string;
}

export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: VideoFilters) => [...videoKeys.lists(), filters] as const,
  bySkill: (skillName: string) => [...videoKeys.all, 'skill', skillName] as const,
  ofUser: (userId: string) => [...videoKeys.all, 'user', userId] as const,
  saved: (userId: string) => [...videoKeys.all, 'saved', userId] as const,
  one: (id: string) => [...videoKeys.all, 'one', id] as const,
};
