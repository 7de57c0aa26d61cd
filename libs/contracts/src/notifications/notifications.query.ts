import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_PAGE_LIMIT, RANGE_MSG } from '../common/ranges';
import { IsIntLike } from '../videos/video-validators';

/** GET /api/notifications?cursor=&limit= : the cursor is the opaque `nextCursor` of the previous page. */
export class NotificationsQueryDto {
  @IsOptional()
  @IsString({ message: RANGE_MSG.cursorInvalid })
  @MaxLength(200, { message: RANGE_MSG.cursorInvalid })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: RANGE_MSG.cursorInvalid })
  cursor?: string;

  @IsOptional()
  @IsIntLike(1, MAX_PAGE_LIMIT, { message: RANGE_MSG.limitInvalid })
  limit?: number | string;
}
