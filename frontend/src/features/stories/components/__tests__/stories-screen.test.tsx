import { describe, expect, it, vi } from 'vitest';
import { UserMode, type StoryResponse } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, buildChat } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
vi.setConfig({ testTimeout: 20_000 });

const ME = 'user-1';
const AUTHOR = 'user-2';

const story = (overrides: Partial<StoryResponse> = {}): StoryResponse => ({
  ...buildVideo({
    userId: AUTHOR,
    authorName: 'Tomás Fuentes',
    title: 'Mi infancia en Chiloé',
    skillName: 'Historia Personal',
    isStory: true,
    duration: 185,
  }),
  authorAge: 78,
  likeCount: 4,
  likedByMe: false,
  commentsCount: 0,
  ...overrides,
});

const handlers = (stories: StoryResponse[], more: Handlers = {}): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: ME, mode: UserMode.Learner })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${ME}`]: json([]),
  'GET /api/stories': json(stories),
  ...more,
});

describe('/stories', () => {
  it('lists real stories with author, age, duration and likes, and toggles a like', async () => {
    window.localStorage.setItem('userId', ME);
    const first = story();
    mockApi(
      handlers([first], {
        [`POST /api/stories/${first.id}/like`]: json({ videoId: first.id, likeCount: 5, likedByMe: true }),
      }),
    );
    const { user } = renderApp({ route: '/stories' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatos de la Comunidad' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mi infancia en Chiloé' })).toBeInTheDocument();
    expect(screen.getByText(', 78 años')).toBeInTheDocument();
    expect(screen.getByText('3m 5s')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('4 me gusta');

    await user.click(screen.getByRole('button', { name: 'Me gusta' }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('5 me gusta'));
    expect(screen.getByRole('button', { name: 'Me gusta' })).toHaveAttribute('aria-pressed', 'true');
    // Learners cannot share a story.
    expect(screen.getByRole('button', { name: 'Compartir Historia' })).toBeDisabled();
  });

  it("'Solicitar reunión' proposes times to the author, then opens the chat where the answer will come", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      handlers([story()], {
        'POST /api/meetings': (req) => json({ id: 'm-1', status: 'proposed', ...(req.body as object) }, 201),
        'POST /api/chats': json(buildChat()),
        [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [], otherLastReadSeq: 0 }),
        'GET /api/meetings': json([]),
        'GET /api/reviews/pending': json([]),
      }),
    );
    const { user, router } = renderApp({ route: '/stories' });

    await user.click(await screen.findByRole('button', { name: 'Solicitar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Tomás Fuentes' });
    // Tomorrow is proposed unless changed; only the hour is changed here.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hora' }), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar propuesta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`));
    const proposals = server.callsTo('POST', '/api/meetings').map((c) => c.body);
    expect(proposals).toEqual([{ inviteeId: AUTHOR, slots: [expect.any(String)], durationMinutes: 30 }]);
    const [slot] = (proposals[0] as { slots: string[] }).slots;
    const inChile = new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(inChile.format(new Date(slot))).toBe('11:00');
    expect(new Date(slot).getTime()).toBeGreaterThan(Date.now());
    expect(server.callsTo('POST', '/api/chats')[0].body).toEqual({ participantIds: [ME, AUTHOR] });
    // Nothing is written on the user's behalf: the proposal itself is the card in the chat.
    expect(server.callsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('closing the proposal sends nothing and stays on the stories', async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(handlers([story()]));
    const { user, router } = renderApp({ route: '/stories' });

    await user.click(await screen.findByRole('button', { name: 'Solicitar reunión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar una reunión con Tomás Fuentes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/stories');
    expect(server.callsTo('POST', '/api/meetings')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/chats')).toHaveLength(0);
  });

  it('hides the meeting request on my own story', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers([story({ userId: ME, authorName: 'Rosa Martínez' })]));
    renderApp({ route: '/stories' });
    await screen.findByRole('heading', { level: 2, name: 'Mi infancia en Chiloé' });
    expect(screen.queryByRole('button', { name: 'Solicitar reunión' })).not.toBeInTheDocument();
  });
});
