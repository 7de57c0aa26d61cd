import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildNotification } from '@/testing/handlers/notifications';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

function setup(count: number, handlers: Handlers = {}) {
  window.localStorage.setItem('userId', 'user-1');
  const server = mockApi({
    ...authHandlers.signedIn(buildUser()),
    ...maintenanceHandlers.off(),
    'GET /api/chats/user/user-1': json([]),
    'GET /api/notifications/unread-count': json({ count }),
    ...handlers,
  });
  const socket = createFakeSocket();
  return { ...renderApp({ route: '/chats', socket }), server, socket };
}

describe('NotificationsBell', () => {
  it('caps the badge at 99+ and names the count', async () => {
    setup(150);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 150 sin leer' });
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('99+');
  });

  it('keeps the bell recognisable: the red badge sits on the corner, clear of the bell', async () => {
    setup(7);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 7 sin leer' });
    const badge = within(bell).getByTestId('notifications-badge');
    // jsdom has no layout: place the badge from its computed style on the 44 px button, whose centred
    // 24 px bell is lucide's glyph (a dome of radius 6 centred at (12, 8), sides down to y 15, rim at y 17).
    const px = (value: string) => parseFloat(value) * (value.endsWith('rem') ? 16 : 1);
    const style = getComputedStyle(badge);
    expect(style.boxSizing).toBe('border-box');
    const size = px(style.height);
    const rim = 2;
    const right = 44 + px(style.getPropertyValue('inset-inline-end').replace(/^-/, ''));
    const red = {
      left: right - size + rim,
      right: right - rim,
      top: px(style.top) + rim,
      bottom: px(style.top) + size - rim,
    };
    expect(Object.values(red).every(Number.isFinite)).toBe(true);
    // The bell's outline in button pixels (+10: the glyph is centred), 1 px of stroke outwards.
    const outline: [number, number][] = [];
    for (let y = 2; y <= 8; y += 0.25) {
      const half = Math.sqrt(36 - (8 - y) ** 2) + 1;
      outline.push([10 + 12 - half, 10 + y - 1], [10 + 12 + half, 10 + y - 1]);
    }
    for (let y = 8; y <= 17; y += 0.5) outline.push([10 + 5, 10 + y], [10 + 19, 10 + y]);
    const covered = outline.filter(([x, y]) => x > red.left && x < red.right && y > red.top && y < red.bottom);
    expect(covered).toEqual([]);
    // Still on the corner: above the bell's top and right of its centre line.
    expect(red.bottom).toBeLessThanOrEqual(10 + 2);
    expect(red.left).toBeGreaterThan(22);
  });

  it('adds a pushed notification: count +1, toast, first in the panel', async () => {
    const older = buildNotification({
      id: 'n-old',
      title: 'Cuenta validada',
      body: 'Ya puedes usar el marketplace',
      link: null,
    });
    const { socket, user } = setup(1, { 'GET /api/notifications': json({ items: [older], nextCursor: null }) });
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await user.click(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await screen.findByText('Cuenta validada');

    await waitFor(() => expect(socket.listenerCount('notification:created')).toBe(1));
    socket.serverEmit('notification:created', buildNotification({ id: 'n-new', createdAt: new Date().toISOString() }));
    // The toast (its region lives outside the modal panel) and the panel both show it.
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Nuevo mensaje de Tomás Fuentes')).toBeInTheDocument();
    expect(within(toasts).getByText('Hola, ¿cómo estás?')).toBeInTheDocument();
    // The open panel is modal: the page behind it (the bell too) is hidden from assistive technology.
    expect(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer', hidden: true })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    const titles = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent ?? '')
      .filter((t) => /Cuenta|Nuevo/.test(t));
    expect(titles[0]).toMatch(/Nuevo mensaje/);
  });

  it('grows a chat’s entry in place instead of adding a row, and counts the chat once', async () => {
    const first = buildNotification({ id: 'n-chat', title: 'Nuevo mensaje de Tomás Fuentes', body: 'Hola', count: 1 });
    const { socket, user } = setup(1, { 'GET /api/notifications': json({ items: [first], nextCursor: null }) });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await screen.findByText('Hola');

    await waitFor(() => expect(socket.listenerCount('notification:created')).toBe(1));
    socket.serverEmit('notification:created', {
      ...first,
      title: '2 mensajes nuevos de Tomás Fuentes',
      body: '¿Vienes mañana?',
      count: 2,
    });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('2 mensajes nuevos de Tomás Fuentes')).toBeInTheDocument();
    expect(within(dialog).getByText('¿Vienes mañana?')).toBeInTheDocument();
    expect(within(dialog).queryByText('Hola')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true })).toBeInTheDocument();
  });

  it('drops the bell when the person reads on another device', async () => {
    const { socket } = setup(2);
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    await waitFor(() => expect(socket.listenerCount('notifications:read')).toBe(1));
    socket.serverEmit('notifications:read', { ids: ['n-1'], all: false, unreadCount: 1 });
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
  });

  it('marks a notification read when tapped and goes to its link', async () => {
    const notification = buildNotification();
    const { server, user, router } = setup(1, {
      'GET /api/notifications': json({ items: [notification], nextCursor: null }),
      [`PATCH /api/notifications/${notification.id}/read`]: json({ ...notification, readAt: new Date().toISOString() }),
      'GET /api/chats/11111111-1111-4111-8111-111111111111/messages': json({ messages: [], otherLastReadSeq: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(await screen.findByText('hace 5 minutos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /No leída:\s*Nuevo mensaje de Tomás Fuentes/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/11111111-1111-4111-8111-111111111111'));
    expect(server.callsTo('PATCH', `/api/notifications/${notification.id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
  });

  it('marks all as read, loads more, and says when there are none', async () => {
    const first = buildNotification({ id: 'n-1', title: 'Primera' });
    const second = buildNotification({ id: 'n-2', title: 'Segunda', readAt: new Date().toISOString() });
    const { server, user } = setup(1, {
      'GET /api/notifications': (req) =>
        json(
          req.query.get('cursor') === 'c2'
            ? { items: [second], nextCursor: null }
            : { items: [first], nextCursor: 'c2' },
        ),
      'PATCH /api/notifications/read-all': json({ count: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await screen.findByText('Primera');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('Segunda');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer', hidden: true });
    expect(server.callsTo('PATCH', '/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByText(/No leída/)).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const { user } = setup(0, { 'GET /api/notifications': json({ items: [], nextCursor: null }) });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' }));
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
  });
});
