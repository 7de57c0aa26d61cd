import { describe, expect, it } from 'vitest';
import { SAFETY_MSG } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, OTHER, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

function setup() {
  window.localStorage.setItem('userId', ME);
  let blocked: { id: string; name: string }[] = [];
  const server = mockApi({
    ...authHandlers.signedIn(buildUser({ id: ME, name: 'Rosa Martínez' })),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: 2 })]),
    [`GET /api/chats/${CHAT_ID}/messages`]: json({
      messages: [buildMessage(1), buildMessage(2, { content: 'Hazme una transferencia', warning: 'money' })],
      otherLastReadSeq: 0,
    }),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    'GET /api/users/blocked': () => json(blocked),
    'POST /api/reports': json({ id: 'r-1' }, 201),
    [`POST /api/users/${OTHER}/block`]: () => {
      blocked = [{ id: OTHER, name: 'Tomás Fuentes' }];
      return { status: 204 };
    },
  });
  return { ...renderApp({ route: `/chat/${CHAT_ID}`, socket: createFakeSocket() }), server };
}

describe('safety in a conversation', () => {
  it('warns under a money request, reports it with the message as evidence, then blocks', async () => {
    const { user, server } = setup();
    // The first screen loads lazily: on a busy machine that takes a while.
    expect(await screen.findByText(SAFETY_MSG.moneyWarning, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText(SAFETY_MSG.moneyWarning)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: SAFETY_MSG.report }));
    await user.click(await screen.findByRole('radio', { name: 'Me pidió dinero o datos bancarios' }));
    await user.click(screen.getByRole('button', { name: SAFETY_MSG.reportSend }));
    expect(await screen.findByText(SAFETY_MSG.reportThanks)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/reports')[0].body).toEqual({
      targetUserId: OTHER,
      reason: 'scam',
      messageIds: ['m-2'],
    });

    await user.click(screen.getByRole('button', { name: SAFETY_MSG.block }));
    await user.click(await screen.findByRole('button', { name: SAFETY_MSG.block }));
    expect(await screen.findByText(SAFETY_MSG.blockedName('Tomás Fuentes'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAFETY_MSG.unblock })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Escribe un mensaje' })).not.toBeInTheDocument());
  }, 60_000);
});
