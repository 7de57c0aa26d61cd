import type { NoticeText } from '../notifications/notification-messages';
import { meetingPath } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** A meeting proposed, moved, declined or cancelled: the feed's notice, with the meeting's link. */
export function meetingChangeEmail(
  name: string,
  notice: NoticeText,
  publicUrl: string,
  meetingId: string,
): EmailContent {
  return {
    subject: notice.title,
    text: `${emailGreeting(name)}\n\n${notice.body}\n\nVer la reunión: ${publicUrl}${meetingPath(meetingId)}\n\n${EMAIL_SIGNATURE}`,
  };
}
