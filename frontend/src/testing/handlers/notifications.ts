import type { NotificationResponse } from '@conectando/contracts';

export const buildNotification = (overrides: Partial<NotificationResponse> = {}): NotificationResponse => ({
  id: 'n-1',
  type: 'chat.message',
  title: 'Nuevo mensaje de Tomás Fuentes',
  body: 'Hola, ¿cómo estás?',
  link: '/chat/11111111-1111-4111-8111-111111111111',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  count: 1,
  ...overrides,
});
