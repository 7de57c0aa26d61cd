export const skillKeys = {
  all: ['skills'] as const,
  categories: () => [...skillKeys.all, 'categories'] as const,
  categoryStats: () => [...skillKeys.all, 'category-stats'] as const,
  featuredMentors: () => [...skillKeys.all, 'featured-mentors'] as const,
  wishes: () => [...skillKeys.all, 'wishes'] as const,
  wanted: () => [...skillKeys.all, 'wanted'] as const,
};
