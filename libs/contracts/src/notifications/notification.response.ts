export type NotificationType =
  | 'account.validated'
  | 'account.declined'
  | 'chat.message'
  | 'offer.approved'
  | 'offer.rejected'
  | 'application.submitted'
  | 'application.awarded'
  | 'application.rejected'
  | 'tokens.renewed'
  | 'tokens.refunded'
  | 'payment.paid'
  | 'payment.refunded'
  | 'payment.renewal_failed'
  | 'meeting.proposed'
  | 'meeting.confirmed'
  | 'meeting.declined'
  | 'meeting.cancelled'
  | 'meeting.rescheduled'
  | 'meeting.reminder'
  | 'live_class.enrolled'
  | 'live_class.promoted'
  | 'live_class.updated'
  | 'live_class.cancelled'
  | 'live_class.reminder'
  | 'review.requested'
  | 'moderation.warning'
  | 'moderation.report_closed'
  | 'help.reply'
  /** A video of a skill the person wished for is ready ('Quiero aprender…'). */
  | 'skills'
  | 'story.comment';

export interface NotificationResponse {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Where tapping it leads, an app path such as /chat/<id>. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
  /** How many events the entry stands for: a conversation's unread messages are one entry. */
  count: number;
}

export interface NotificationsReadEvent {
  /** The entries now read; `all` when every entry of the person was marked at once. */
  ids: string[];
  all: boolean;
  /** The bell's number after the change. */
  unreadCount: number;
}

export interface NotificationsPage {
  items: NotificationResponse[];
  nextCursor: string | null;
}

export interface UnreadCountResponse {
  count: number;
}
