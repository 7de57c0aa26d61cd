import { ALL_SKILLS, STORY_SKILL_NAME } from '../catalog/skills';
import { ValidateBy } from 'class-validator';

/** The skills a learner may wish for: the catalogue's, stories aside (they are not taught). */
export const WISHABLE_SKILLS: readonly string[] = ALL_SKILLS.filter((s) => s !== STORY_SKILL_NAME);

/** How many skills '¿Qué quieren aprender?' lists, most wished first. */
export const WANTED_SKILLS_SHOWN = 8;

/** Spanish texts of 'Quiero aprender…'. */
export const SKILL_WISH_MSG = {
  skillInvalid: 'Elige una habilidad de la lista',
  notFound: 'Deseo no encontrado',
  /** The notice a learner gets when a video of a skill they wished for is ready. */
  fulfilled: (skillName: string, videoTitle: string) => ({
    title: `Ya hay un video de ${skillName}: ${videoTitle}`,
    body: `Pediste aprender ${skillName}. Toca para ver el video.`,
  }),
} as const;

/** POST /api/skill-wishes: one of WISHABLE_SKILLS, exactly as the catalogue writes it. */
export class CreateSkillWishDto {
  @ValidateBy(
    {
      name: 'isWishableSkill',
      validator: { validate: (v: unknown) => typeof v === 'string' && WISHABLE_SKILLS.includes(v) },
    },
    { message: SKILL_WISH_MSG.skillInvalid },
  )
  skillName!: string;
}

/** POST /api/skill-wishes: the wish, the same one when it was already made. */
export interface CreatedSkillWishResponse {
  id: string;
  skillName: string;
}

/** GET /api/skill-wishes: one of the caller's wishes, with how many people wish for the skill (them included). */
export interface SkillWishResponse {
  id: string;
  skillName: string;
  categoryId: string | null;
  peopleCount: number;
  createdAt: string;
}

/** GET /api/skill-wishes/wanted: the skills learners ask for most ('Lo que más quieren aprender'). */
export interface WantedSkillResponse {
  skillName: string;
  categoryId: string | null;
  peopleCount: number;
}
