import type { SkillCategoryResponse } from '@conectando/contracts';
import { normalizeWord } from './video-topics';

// Categories whose name or one of whose skills contains the search text (accents ignored).
export function matchCategories(categories: readonly SkillCategoryResponse[], text: string): SkillCategoryResponse[] {
  const needle = normalizeWord(text.trim());
  if (!needle) return [...categories];
  return categories.filter(
    (c) => normalizeWord(c.name).includes(needle) || c.skills.some((skill) => normalizeWord(skill).includes(needle)),
  );
}
