export const safetyKeys = {
  all: ['safety'] as const,
  blocked: () => [...safetyKeys.all, 'blocked'] as const,
};
