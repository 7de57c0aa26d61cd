import { ValidateBy } from 'class-validator';
import type { NotificationType } from './notification.response';

export const NOTIFICATION_CATEGORIES = ['account', 'marketplace', 'chat', 'meetings', 'skills'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, { title: string; description: string }> = {
  account: { title: 'Mi cuenta', description: 'Cuando validan tu cuenta.' },
  marketplace: { title: 'Marketplace', description: 'Ofertas, postulaciones, adjudicaciones y tokens.' },
  chat: { title: 'Mensajes', description: 'Mensajes nuevos cuando no tienes la aplicación abierta.' },
  meetings: {
    title: 'Reuniones y talleres',
    description: 'Invitaciones, cambios y recordatorios de tus reuniones y talleres en vivo.',
  },
  skills: {
    title: 'Aprender y relatos',
    description: 'Videos de lo que quieres aprender y comentarios en tus relatos.',
  },
};

export const NOTIFICATION_CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  'account.validated': 'account',
  'account.declined': 'account',
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
  'live_class.enrolled': 'meetings',
  'live_class.promoted': 'meetings',
  'live_class.updated': 'meetings',
  'live_class.cancelled': 'meetings',
  'live_class.reminder': 'meetings',
  'review.requested': 'meetings',
  'moderation.warning': 'account',
  'moderation.report_closed': 'account',
  'help.reply': 'account',
  skills: 'skills',
  'story.comment': 'skills',
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
