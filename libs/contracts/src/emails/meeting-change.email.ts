import type { NoticeText } from '../notifications/notification-messages';
import { meetingPath } from '../paths/client-paths';
import { noticeEmail, type EmailContent } from './email-parts';

/** A meeting proposed, moved, declined or cancelled: the feed's notice, with the meeting's link. */
export function meetingChangeEmail(
  name: string,
  notice: NoticeText,
  publicUrl: string,
  meetingId: string,
): EmailContent {
  return noticeEmail(name, notice, `Ver la reunión: ${publicUrl}${meetingPath(meetingId)}`);
}
