import { ValidateBy } from 'class-validator';
import type { NotificationType } from './notification.response';

export const NOTIFICATION_CATEGORIES = ['account', 'marketplace', 'chat', 'meetings'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, { title: string; description: string }> = {
  account: { title: 'Mi cuenta', description: 'Cuando validan tu cuenta.' },
  marketplace: { title: 'Marketplace', description: 'Ofertas, postulaciones, adjudicaciones y tokens.' },
  chat: { title: 'Mensajes', description: 'Mensajes nuevos cuando no tienes la aplicación abierta.' },
  meetings: { title: 'Reuniones', description: 'Invitaciones, cambios y recordatorios de tus reuniones.' },
};

export const NOTIFICATION_CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  'account.validated': 'account',
  'chat.message': 'chat',
  'offer.approved': 'marketplace',
  'offer.rejected': 'marketplace',
  'application.submitted': 'marketplace',
  'application.awarded': 'marketplace',
  'application.rejected': 'marketplace',
  'tokens.renewed': 'marketplace',
  'tokens.refunded': 'marketplace',
  'payment.paid': 'marketplace',
  'payment.refunded': 'marketplace',
  'payment.renewal_failed': 'marketplace',
  'meeting.proposed': 'meetings',
  'meeting.confirmed': 'meetings',
  'meeting.declined': 'meetings',
  'meeting.cancelled': 'meetings',
  'meeting.rescheduled': 'meetings',
  'meeting.reminder': 'meetings',
  'review.requested': 'meetings',
  'moderation.warning': 'account',
};

const MSG_INVALID = 'Las preferencias de notificaciones no son válidas.';

export interface NotificationPreference {
  type: NotificationCategory;
  push: boolean;
  email: boolean;
}

const isPreference = (item: unknown): item is NotificationPreference =>
  typeof item === 'object' &&
  item !== null &&
  Object.keys(item).length === 3 &&
  (NOTIFICATION_CATEGORIES as readonly unknown[]).includes((item as NotificationPreference).type) &&
  typeof (item as NotificationPreference).push === 'boolean' &&
  typeof (item as NotificationPreference).email === 'boolean';

// Each type at most once; a plain-object check keeps the contracts free of class-transformer.
const IsPreferenceList = () =>
  ValidateBy(
    {
      name: 'isPreferenceList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= NOTIFICATION_CATEGORIES.length &&
          value.every(isPreference) &&
          new Set(value.map((item: NotificationPreference) => item.type)).size === value.length,
      },
    },
    { message: MSG_INVALID },
  );

export class NotificationPreferencesDto {
  @IsPreferenceList()
  items!: NotificationPreference[];
}

export interface NotificationPreferencesResponse {
  items: NotificationPreference[];
}
