import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ALL_SKILLS, SKILL_CATEGORIES } from '../catalog/skills';
import { VIDEO_MSG } from './video-messages';
import { IsIntLike } from './video-validators';

export const SKILL_VIDEOS_PAGE_SIZE = 20;
export const SKILL_VIDEOS_MAX_PAGE_SIZE = 50;

/**
 * GET /api/skill-videos?category=&skill=&q=&page=&pageSize=
 * category is a category id (SKILL_CATEGORIES[].id); q searches title, description, skill and author
 * (accents and case ignored). Story videos ('Historia Personal') belong to /stories: they are left out
 * of every list, category and search here unless asked for by skill. page starts at 1; pageSize defaults to SKILL_VIDEOS_PAGE_SIZE. Newest first.
 */
export class SkillVideosQuery {
  @IsOptional()
  @IsIn(SKILL_CATEGORIES.map((c) => c.id), { message: 'Selecciona una categoría de la lista' })
  category?: string;

  @IsOptional()
  @IsIn(ALL_SKILLS, { message: VIDEO_MSG.skillUnknown })
  skill?: string;

  @IsOptional()
  @MaxLength(100, { message: VIDEO_MSG.searchTooLong })
  @IsString()
  q?: string;

  @IsOptional()
  @IsIntLike(1, 100000, { message: VIDEO_MSG.pageInvalid })
  page?: number | string;

  @IsOptional()
  @IsIntLike(1, SKILL_VIDEOS_MAX_PAGE_SIZE, { message: VIDEO_MSG.pageInvalid })
  pageSize?: number | string;
}

/** GET /api/users/role/mentor?q=: featured mentors found by name or by what their videos teach. */
export class FeaturedMentorsQuery {
  @IsOptional()
  @MaxLength(100, { message: VIDEO_MSG.searchTooLong })
  @IsString()
  q?: string;
}
