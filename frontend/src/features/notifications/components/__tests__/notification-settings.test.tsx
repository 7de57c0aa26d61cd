import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePushOffer, offerPush } from '@/lib/push-offer';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { NotificationSettings } from '../notification-settings';
import { PushPrompt } from '../push-prompt';

const DEFAULTS = {
  items: [
    { type: 'account', push: true, email: true },
    { type: 'marketplace', push: true, email: true },
    { type: 'chat', push: true, email: false },
  ],
};

// A browser that supports pushes: permission still to ask, a service worker ready to subscribe.
function pushCapableBrowser(answer: NotificationPermission = 'granted') {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'BPk', auth: 'au' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => answer),
  };
  notification.requestPermission.mockImplementation(async () => (notification.permission = answer));
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { notification, pushManager };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  act(() => closePushOffer({ dismissed: false }));
});

describe('notification settings', () => {
  it('shows each kind with its channels and saves one change at once', async () => {
    const api = mockApi({
      'GET /api/notifications/preferences': json(DEFAULTS),
      'PUT /api/notifications/preferences': (req) =>
        json({
          items: DEFAULTS.items.map((i) =>
            i.type === 'marketplace' ? (req.body as { items: unknown[] }).items[0] : i,
          ),
        }),
    });
    const { user } = renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Este navegador no permite avisos. En un teléfono, instala la aplicación desde el menú del navegador.',
      ),
    ).toBeInTheDocument();
    const marketplace = await screen.findByRole('group', { name: /Marketplace/ });
    const email = within(marketplace).getByRole('checkbox', { name: 'Correo' });
    expect(email).toBeChecked();
    await user.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/notifications/preferences')[0].body).toEqual({
      items: [{ type: 'marketplace', push: true, email: false }],
    });
  });
});

describe('the push prompt', () => {
  it('explains first, then asks the browser and registers this device', async () => {
    const { notification, pushManager } = pushCapableBrowser();
    const api = mockApi({
      'GET /api/push/public-key': json({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' }),
      'POST /api/push/subscriptions': { status: 201 },
    });
    const { user } = renderWithProviders(<PushPrompt />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    act(() => offerPush());
    expect(await screen.findByRole('complementary', { name: '¿Te avisamos en el teléfono?' })).toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sí, avisarme' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/push/subscriptions')).toHaveLength(1));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api.callsTo('POST', '/api/push/subscriptions')[0].body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'BPk', auth: 'au' },
    });
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  });

  it('does not ask again for a month after ‘Ahora no’', async () => {
    const { notification } = pushCapableBrowser();
    mockApi({});
    const { user } = renderWithProviders(<PushPrompt />);
    act(() => offerPush());
    await user.click(await screen.findByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    act(() => offerPush());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });
});
