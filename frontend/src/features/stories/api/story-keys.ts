export const storyKeys = {
  all: ['stories'] as const,
  list: () => [...storyKeys.all, 'list'] as const,
  comments: (storyId: string) => [...storyKeys.all, 'comments', storyId] as const,
};
