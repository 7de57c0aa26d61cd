import type { NoticeText } from '../notifications/notification-messages';
import { meetingPath } from '../paths/client-paths';
import { noticeEmail, type EmailContent } from './email-parts';

/** A reminder before a confirmed meeting: the feed's reminder, with the call's link. */
export function meetingReminderEmail(
  name: string,
  notice: NoticeText,
  publicUrl: string,
  meetingId: string,
): EmailContent {
  return noticeEmail(name, notice, `${publicUrl}${meetingPath(meetingId)}`);
}
