export const safetyKeys = {
  all: ['safety'] as const,
  blocked: () => [...safetyKeys.all, 'blocked'] as const,
  person: (userId: string) => [...safetyKeys.all, 'person', userId] as const,
};
