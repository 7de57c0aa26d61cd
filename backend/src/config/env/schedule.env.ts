import { IsString } from 'class-validator';
import { IntVar } from './env-values';

/** Timings of reminders and of the double-blind reviews. */
export class ScheduleEnv {
  /** When meeting reminders go out, in seconds before the start (comma-separated). */
  @IsString()
  MEETING_REMINDERS_BEFORE_SECONDS = '86400,900';

  /** When live class reminders go out, in seconds before the start (comma-separated). */
  @IsString()
  LIVE_CLASS_REMINDERS_BEFORE_SECONDS = '86400,900';

  /** How long a review stays hidden when the other side has not reviewed (double-blind). */
  @IntVar(1)
  REVIEW_BLIND_SECONDS = 14 * 24 * 3600;
}
