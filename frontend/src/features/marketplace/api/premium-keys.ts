export const premiumKeys = {
  all: ['premium'] as const,
  catalog: () => [...premiumKeys.all, 'catalog'] as const,
};
