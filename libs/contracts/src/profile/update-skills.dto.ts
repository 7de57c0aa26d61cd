import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { ALL_SKILLS } from '../catalog/skills';

export const SKILLS_MSG = {
  skillsInvalid: 'Selecciona habilidades de la lista',
  tooMany: 'Puedes elegir hasta 50 habilidades',
} as const;

/** PUT /api/users/:id/skills: the whole list replaces the previous one (duplicates are dropped). */
export class UpdateSkillsDto {
  // One message for every way the list can be wrong, whatever order the checks run in.
  @IsArray({ message: SKILLS_MSG.skillsInvalid })
  @ArrayMaxSize(50, { message: SKILLS_MSG.skillsInvalid })
  @IsIn(ALL_SKILLS, { each: true, message: SKILLS_MSG.skillsInvalid })
  skills!: string[];
}
