export const tokenKeys = {
  all: ['tokens'] as const,
  summary: () => [...tokenKeys.all, 'summary'] as const,
  history: () => [...tokenKeys.all, 'history'] as const,
};
