import { describe, expect, it } from 'vitest';
import { SAFETY_MSG } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, OTHER, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

function setup({ withContact = false } = {}) {
  window.localStorage.setItem('userId', ME);
  let blocked: { id: string; name: string }[] = [];
  const server = mockApi({
    ...authHandlers.signedIn(buildUser({ id: ME, name: 'Rosa Martínez' })),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: 2 })]),
    [`GET /api/chats/${CHAT_ID}/messages`]: json({
      messages: [
        buildMessage(1),
        buildMessage(2, { content: 'Hazme una transferencia', warning: 'money' }),
        ...(withContact ? [buildMessage(3, { content: 'Escríbeme al wsp', warning: 'contact' as const })] : []),
      ],
      otherLastReadSeq: 0,
    }),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    'GET /api/users/blocked': () => json(blocked),
    [`GET /api/users/${OTHER}`]: json({
      ...buildUser({ id: OTHER, name: 'Tomás Fuentes' }),
      bio: null,
      region: 'Valparaíso',
      country: 'CL',
      location: null,
      profileImageUrl: null,
      skills: [],
      specialty: null,
      institutionName: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    }),
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

  it('warns under a request to go on elsewhere, with Reportar and Bloquear, and money under money', async () => {
    setup({ withContact: true });
    const contact = await screen.findByText(SAFETY_MSG.contactWarning, {}, { timeout: 20_000 });
    const notes = screen.getAllByRole('note', { name: 'Aviso de seguridad' });
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringContaining(SAFETY_MSG.moneyWarning),
      expect.stringContaining(SAFETY_MSG.contactWarning),
    ]);
    const note = contact.closest('[role="note"]') as HTMLElement;
    expect(within(note).getByRole('button', { name: SAFETY_MSG.report })).toBeInTheDocument();
    expect(within(note).getByRole('button', { name: SAFETY_MSG.block })).toBeInTheDocument();
  }, 60_000);

  it('shows who wrote first before their first message', async () => {
    const { server } = setup();
    const card = await screen.findByRole('region', { name: SAFETY_MSG.firstContactTitle }, { timeout: 20_000 });
    expect(card).toHaveTextContent(SAFETY_MSG.firstContactIntro('Tomás Fuentes'));
    for (const text of [
      'Persona',
      SAFETY_MSG.notValidated,
      'noviembre de 2026',
      'Valparaíso',
      SAFETY_MSG.firstContactAdvice,
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    // Before anything else: the card comes ahead of the first message.
    const first = screen.getByText('Mensaje 1');
    expect(card.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(server.callsTo('GET', `/api/users/${OTHER}`)).toHaveLength(1);
  }, 60_000);

  it('shows no first-contact card in a conversation I started', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME, name: 'Rosa Martínez' })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: 2 })]),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({
        messages: [buildMessage(1, { senderId: ME, content: 'Hola Tomás' }), buildMessage(2)],
        otherLastReadSeq: 1,
      }),
      'GET /api/notifications/unread-count': json({ count: 0 }),
      'GET /api/users/blocked': json([]),
    });
    renderApp({ route: `/chat/${CHAT_ID}`, socket: createFakeSocket() });
    expect(await screen.findByText('Mensaje 2', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SAFETY_MSG.firstContactTitle })).not.toBeInTheDocument();
  }, 60_000);
});
