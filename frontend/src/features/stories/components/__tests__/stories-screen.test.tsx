import { describe, expect, it, vi } from 'vitest';
import { UserMode, type StoryResponse } from '@conectando/contracts';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, buildChat } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { configure, renderApp, screen, waitFor } from '@/testing/test-utils';

// The whole app renders in these tests: on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });
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

  it("'Solicitar reunión' opens the chat with the author and a meeting request ready to send", async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi(
      handlers([story()], {
        'POST /api/chats': json(buildChat()),
        [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [], otherLastReadSeq: 0 }),
      }),
    );
    const { user, router } = renderApp({ route: '/stories' });

    await user.click(await screen.findByRole('button', { name: 'Solicitar reunión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`));
    expect(server.callsTo('POST', '/api/chats')[0].body).toEqual({ participantIds: [ME, AUTHOR] });
    const composer = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    expect((composer as HTMLTextAreaElement).value).toMatch(
      /^Hola Tomás Fuentes, vi tu relato «Mi infancia en Chiloé» y me gustaría solicitar una reunión/,
    );
    // Nothing is sent on the user's behalf.
    expect(server.callsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('hides the meeting request on my own story', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers([story({ userId: ME, authorName: 'Rosa Martínez' })]));
    renderApp({ route: '/stories' });
    await screen.findByRole('heading', { level: 2, name: 'Mi infancia en Chiloé' });
    expect(screen.queryByRole('button', { name: 'Solicitar reunión' })).not.toBeInTheDocument();
  });
});
