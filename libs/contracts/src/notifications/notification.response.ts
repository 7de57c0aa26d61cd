export type NotificationType = 'account.validated' | 'chat.message' | 'offer.approved' | 'offer.rejected' | 'application.submitted' | 'application.awarded' | 'application.rejected' | 'tokens.renewed' | 'tokens.refunded';

export interface NotificationResponse {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Where tapping it leads, an app path such as /chat/<id>. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPage {
  items: NotificationResponse[];
  nextCursor: string | null;
}

export interface UnreadCountResponse {
  count: number;
}
