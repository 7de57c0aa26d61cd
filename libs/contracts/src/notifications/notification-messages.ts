/** Spanish texts of the notification feed: its errors, and each notice's title and body. */
export const NOTIFICATION_MSG = {
  notFound: 'Notificación no encontrada',
} as const;
