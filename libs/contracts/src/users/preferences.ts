import { IsIn } from 'class-validator';
import { PREFERENCES_MSG, TEXT_SIZES, type TextSize } from './text-sizes';

/** PATCH /api/me/preferences: the signed-in person's own settings that follow the account. */
export class UpdatePreferencesDto {
  @IsIn(TEXT_SIZES, { message: PREFERENCES_MSG.textSizeInvalid })
  textSize!: TextSize;
}
