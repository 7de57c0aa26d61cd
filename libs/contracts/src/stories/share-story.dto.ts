import { IsOptional, IsString, MaxLength } from 'class-validator';
import { VIDEO_DESCRIPTION_MAX_LENGTH, VIDEO_MSG, VIDEO_TITLE_MAX_LENGTH } from '../videos/video-messages';
import { IsDurationSeconds, IsRequiredText } from '../videos/video-validators';

/**
 * The text fields of POST /api/stories (multipart/form-data): a story is a skill video under
 * 'Historia Personal'; the server sets the skill. Files as in UploadSkillVideoDto:
 * the video in `file`, an optional poster in `poster`. A video file is required.
 */
export class ShareStoryDto {
  @IsRequiredText(VIDEO_TITLE_MAX_LENGTH, VIDEO_MSG.storyTitleRequired, VIDEO_MSG.titleTooLong)
  title!: string;

  @IsOptional()
  @MaxLength(VIDEO_DESCRIPTION_MAX_LENGTH, { message: VIDEO_MSG.descriptionTooLong })
  @IsString()
  description?: string;

  @IsOptional()
  @IsDurationSeconds({ message: VIDEO_MSG.durationInvalid })
  duration?: number | string;
}
