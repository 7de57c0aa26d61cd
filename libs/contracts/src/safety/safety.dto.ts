import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES_MAX,
  REPORT_REASONS,
  ReportAction,
  ReportReason,
  SAFETY_MSG,
} from './safety-messages';

/** POST /api/reports. */
export class CreateReportDto {
  @IsUUID('4', { message: SAFETY_MSG.userNotFound })
  targetUserId!: string;

  @IsIn(REPORT_REASONS, { message: SAFETY_MSG.reasonInvalid })
  reason!: ReportReason;

  @IsOptional()
  @IsString({ message: SAFETY_MSG.detailsTooLong })
  @MaxLength(REPORT_DETAILS_MAX, { message: SAFETY_MSG.detailsTooLong })
  details?: string;

  @IsOptional()
  @IsArray({ message: SAFETY_MSG.messagesInvalid })
  @ArrayMaxSize(REPORT_MESSAGES_MAX, { message: SAFETY_MSG.tooManyMessages })
  @IsUUID('4', { each: true, message: SAFETY_MSG.messagesInvalid })
  messageIds?: string[];

  /** Comments the reported person wrote on stories, copied as they read now. */
  @IsOptional()
  @IsArray({ message: SAFETY_MSG.commentsInvalid })
  @ArrayMaxSize(REPORT_MESSAGES_MAX, { message: SAFETY_MSG.tooManyComments })
  @IsUUID('4', { each: true, message: SAFETY_MSG.commentsInvalid })
  storyCommentIds?: string[];
}

/** PATCH /api/admin/reports/:id. */
export class ReviewReportDto {
  @IsIn(REPORT_ACTIONS, { message: SAFETY_MSG.actionInvalid })
  action!: ReportAction;

  @IsOptional()
  @IsString({ message: SAFETY_MSG.noteTooLong })
  @MaxLength(REPORT_DETAILS_MAX, { message: SAFETY_MSG.noteTooLong })
  note?: string;
}

/** GET /api/admin/reports?status=. */
export class ReportsQueryDto {
  @IsOptional()
  @IsIn(['open', 'closed'], { message: 'El estado debe ser open o closed' })
  status?: 'open' | 'closed';
}
