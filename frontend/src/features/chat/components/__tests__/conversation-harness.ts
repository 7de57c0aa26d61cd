import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { renderApp, screen, within } from '@/testing/test-utils';

// An open chat between Rosa (ME) and the other person, rendered in the whole app with a fake socket.
export const me = buildUser({ id: ME, name: 'Rosa Martínez' });

export function setup(handlers: Handlers = {}, messages = [buildMessage(1), buildMessage(2)], otherLastReadSeq = 0) {
  window.localStorage.setItem('userId', ME);
  const server = mockApi({
    ...authHandlers.signedIn(me),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: messages.at(-1)?.seq ?? 0 })]),
    [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages, otherLastReadSeq }),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    ...handlers,
  });
  const socket = createFakeSocket();
  const rendered = renderApp({ route: `/chat/${CHAT_ID}`, socket });
  return { ...rendered, server, socket };
}

export function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

/** After each test: back online, and every spy put back. */
export function restoreConnection() {
  if (!navigator.onLine) goOffline(false);
  vi.restoreAllMocks();
}

export const log = () => screen.getByRole('log');
export const bubbles = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((li) => /dij/.test(li.textContent ?? ''));
export const bubbleWith = (text: string) => within(log()).getByText(text).closest('li')!;
