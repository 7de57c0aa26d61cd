/** GET /api/skill-categories: the eight categories with their skills. */
export interface SkillCategoryResponse {
  id: string;
  name: string;
  skills: string[];
}

/** GET /api/category-stats: real counts per category ("Category stats"), all eight always present. */
export interface CategoryStatsResponse {
  categoryId: string;
  categoryName: string;
  /** Videos under the category's skills (stories count under 'Sabiduría y Enseñanza'). */
  videoCount: number;
  /** Distinct users who uploaded at least one of those videos. */
  mentorCount: number;
}
