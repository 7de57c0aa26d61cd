import { describe, expect, it, vi } from 'vitest';
import type { MeetingResponse } from '@conectando/contracts';
import { createFakeSocket } from '@/testing/fake-socket';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, OTHER, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { act, renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { ChatMeetings } from '../chat-meetings';
import { MeetingCard } from '../meeting-card';

vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';
const CARMEN = OTHER;
const MEETING = '22222222-2222-4222-8222-222222222222';
// Tuesday 9 March 2027, 16:30 and Wednesday 10 March, 10:00 in Chile (summer time, UTC-3).
const SLOT_A = '2027-03-09T19:30:00.000Z';
const SLOT_B = '2027-03-10T13:00:00.000Z';

const buildMeeting = (overrides: Partial<MeetingResponse> = {}): MeetingResponse => ({
  id: MEETING,
  status: 'proposed',
  organizer: { id: CARMEN, name: 'Carmen Soto', profileImageUrl: null },
  invitee: { id: ME, name: 'Tomás Fuentes', profileImageUrl: null },
  slots: [SLOT_A, SLOT_B],
  durationMinutes: 30,
  topic: 'Tejer a palillo',
  startsAt: null,
  proposedById: CARMEN,
  version: 1,
  createdAt: '2027-03-01T12:00:00.000Z',
  updatedAt: '2027-03-01T12:00:00.000Z',
  ...overrides,
});

const confirmed = buildMeeting({ status: 'confirmed', slots: [], startsAt: SLOT_A, version: 2 });

describe('Meeting card in the chat', () => {
  it('shows the proposed times in Chile as large choices; two taps accept one', async () => {
    const server = mockApi({
      'GET /api/meetings': (req) => json(req.query.get('scope') === 'upcoming' ? [buildMeeting()] : []),
      'GET /api/reviews/pending': json([]),
      [`POST /api/meetings/${MEETING}/accept`]: json(confirmed),
    });
    const { user } = renderWithProviders(<ChatMeetings myId={ME} otherId={CARMEN} />);

    const card = await screen.findByRole('article', { name: 'Reunión con Carmen Soto' });
    expect(within(card).getByRole('heading', { name: 'Carmen Soto propone una reunión' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Tema: Tejer a palillo');
    expect(card).toHaveTextContent('Duración: 30 minutos');
    expect(server.callsTo('GET', '/api/meetings')[0]?.query.get('with')).toBe(CARMEN);
    const accept = within(card).getByRole('button', { name: 'Aceptar' });
    expect(accept).toBeDisabled();

    await user.click(within(card).getByRole('radio', { name: 'martes 9 de marzo, 16:30' }));
    expect(within(card).getByRole('radio', { name: 'martes 9 de marzo, 16:30' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    server.use({ 'GET /api/meetings': (req) => json(req.query.get('scope') === 'upcoming' ? [confirmed] : []) });
    await user.click(accept);

    await waitFor(() => expect(card).toHaveTextContent('Reunión confirmada'));
    expect(server.callsTo('POST', `/api/meetings/${MEETING}/accept`)[0]?.body).toEqual({ slot: SLOT_A });
    expect(card).toHaveTextContent('martes 9 de marzo, 16:30');
    expect(within(card).getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute(
      'href',
      `/api/meetings/${MEETING}/calendar.ics`,
    );
    expect(card).toHaveTextContent('La videollamada se abre 10 minutos antes');
  });

  it("shows in the open chat, and updates by itself when the other person changes it ('meeting:changed')", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: json([
        buildChat({ lastSeq: 1, otherParticipant: { id: OTHER, name: 'Carmen Soto', profileImageUrl: null } }),
      ]),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [buildMessage(1)], otherLastReadSeq: 0 }),
      'GET /api/notifications/unread-count': json({ count: 0 }),
      'GET /api/meetings': (req) =>
        json(req.query.get('scope') === 'upcoming' ? [buildMeeting({ proposedById: ME })] : []),
      'GET /api/reviews/pending': json([]),
    });
    const socket = createFakeSocket();
    renderApp({ route: `/chat/${CHAT_ID}`, socket });
    const card = await screen.findByRole('article', { name: 'Reunión con Carmen Soto' });
    expect(card).toHaveTextContent('Esperando la respuesta de Carmen Soto');
    expect(within(card).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/meetings').map((c) => c.query.get('with'))).toContain(OTHER);

    server.use({ 'GET /api/meetings': (req) => json(req.query.get('scope') === 'upcoming' ? [confirmed] : []) });
    await waitFor(() => expect(socket.listenerCount('meeting:changed')).toBeGreaterThan(0));
    act(() => {
      socket.serverEmit('meeting:changed', { id: MEETING, status: 'confirmed' });
    });
    await waitFor(() => expect(card).toHaveTextContent('Reunión confirmada'));
  });

  it("says the server's Spanish reason when an answer is refused, and keeps the card", async () => {
    mockApi({
      'GET /api/reviews/pending': json([]),
      [`POST /api/meetings/${MEETING}/accept`]: json(
        { statusCode: 409, code: 'CONFLICT', message: 'Ese horario ya pasó. Propón otro horario.' },
        409,
      ),
    });
    const { user } = renderWithProviders(<MeetingCard meeting={buildMeeting({ slots: [SLOT_A] })} myId={ME} />);
    // A single time comes chosen: one tap accepts it.
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ese horario ya pasó. Propón otro horario.');
    expect(screen.getByRole('button', { name: 'Proponer otro horario' })).toBeInTheDocument();
  });

  it("offers the call while it is open, and '¿Cómo te fue?' once the meeting ended", async () => {
    mockApi({
      'GET /api/reviews/pending': json([
        { meetingId: MEETING, applicationId: null, revieweeId: CARMEN, revieweeName: 'Carmen Soto' },
      ]),
    });
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const { unmount } = renderWithProviders(<MeetingCard meeting={{ ...confirmed, startsAt: soon }} myId={ME} />);
    expect(await screen.findByRole('link', { name: 'Entrar a la videollamada' })).toHaveAttribute(
      'href',
      `/reunion/${MEETING}`,
    );
    unmount();

    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    renderWithProviders(<MeetingCard meeting={{ ...confirmed, startsAt: past }} myId={ME} />);
    expect(await screen.findByRole('heading', { name: 'La reunión terminó' })).toBeInTheDocument();
    expect(await screen.findByText('¿Cómo te fue con Carmen Soto?')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar a la videollamada' })).not.toBeInTheDocument();
  });
});
