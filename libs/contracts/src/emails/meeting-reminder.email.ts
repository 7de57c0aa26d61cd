import type { NoticeText } from '../notifications/notification-messages';
import { meetingPath } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** A reminder before a confirmed meeting: the feed's reminder, with the call's link. */
export function meetingReminderEmail(
  name: string,
  notice: NoticeText,
  publicUrl: string,
  meetingId: string,
): EmailContent {
  return {
    subject: notice.title,
    text: `${emailGreeting(name)}\n\n${notice.body}\n\n${publicUrl}${meetingPath(meetingId)}\n\n${EMAIL_SIGNATURE}`,
  };
}
