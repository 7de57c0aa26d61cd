import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { VIDEO_DESCRIPTION_MAX_LENGTH, VIDEO_MSG, VIDEO_TITLE_MAX_LENGTH } from './video-messages';
import { IsCatalogSkill, IsDurationSeconds, IsRequiredText } from './video-validators';

/**
 * The text fields of POST /api/skill-videos (multipart/form-data). The video goes in the field
 * `file` (VIDEO_FILE_FIELD) and an optional poster image in `poster` (POSTER_FILE_FIELD); a form
 * checks the file itself (VIDEO_MSG.fileRequired) since a File is not a DTO field. Or JSON naming a
 * finished resumable upload (`uploadId`, the last segment of the tus Location) instead of the file.
 */
export class UploadSkillVideoDto {
  @IsRequiredText(VIDEO_TITLE_MAX_LENGTH, VIDEO_MSG.titleRequired, VIDEO_MSG.titleTooLong)
  title!: string;

  @IsOptional()
  @MaxLength(VIDEO_DESCRIPTION_MAX_LENGTH, { message: VIDEO_MSG.descriptionTooLong })
  @IsString()
  description?: string;

  @IsCatalogSkill()
  skillName!: string;

  /** Seconds, read from the file in the browser (fallback 60); a numeric string in multipart. */
  @IsOptional()
  @IsDurationSeconds({ message: VIDEO_MSG.durationInvalid })
  duration?: number | string;

  /** A finished upload of /api/uploads (tus) by the same person; JSON only, instead of `file`. */
  @IsOptional()
  @IsUUID('4', { message: VIDEO_MSG.uploadNotFound })
  uploadId?: string;
}
