import { describe, expect, it, vi } from 'vitest';
import { UserMode, type StoryCommentResponse, type StoryResponse } from '@conectando/contracts';
import { createFakeSocket } from '@/testing/fake-socket';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildVideo } from '@/testing/handlers/videos';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = 'user-1';
const AUTHOR = 'user-2';
const STORY: StoryResponse = {
  ...buildVideo({ userId: AUTHOR, authorName: 'Tomás Fuentes', title: 'Mi infancia en Chiloé', isStory: true }),
  skillName: 'Historia Personal',
  authorAge: 78,
  likeCount: 0,
  likedByMe: false,
  commentsCount: 2,
};
const commentOf = (id: string, authorId: string, authorName: string, text: string): StoryCommentResponse => ({
  id,
  storyId: STORY.id,
  authorId,
  authorName,
  text,
  createdAt: new Date().toISOString(),
});

const handlers = (comments: StoryCommentResponse[], more: Handlers = {}): Handlers => ({
  ...authHandlers.signedIn(buildUser({ id: ME, name: 'Ana', mode: UserMode.Learner })),
  ...maintenanceHandlers.off(),
  [`GET /api/chats/user/${ME}`]: json([]),
  'GET /api/stories': json([STORY]),
  [`GET /api/stories/${STORY.id}/comments`]: () => json({ items: comments, nextCursor: null }),
  ...more,
});

describe('story comments', () => {
  it('shows the comments, adds one, deletes my own only, and follows the count', async () => {
    window.localStorage.setItem('userId', ME);
    const comments = [
      commentOf('c-1', AUTHOR, 'Tomás Fuentes', 'Gracias por mirar'),
      commentOf('c-2', ME, 'Ana', 'Qué lindo'),
    ];
    const server = mockApi(
      handlers(comments, {
        [`POST /api/stories/${STORY.id}/comments`]: (req) =>
          json(commentOf('c-3', ME, 'Ana', (req.body as { text: string }).text), 201),
        [`DELETE /api/stories/${STORY.id}/comments/c-2`]: { status: 204 },
      }),
    );
    const { user } = renderApp({ route: '/stories' });

    expect(await screen.findByTestId('comments-count')).toHaveTextContent('2 comentarios');
    await user.click(screen.getByRole('button', { name: 'Comentarios' }));
    const section = await screen.findByRole('region', { name: 'Comentarios de «Mi infancia en Chiloé»' });
    expect(await within(section).findByText('Gracias por mirar')).toBeInTheDocument();
    // Only my own comment can be deleted: the story is not mine.
    expect(within(section).queryByRole('button', { name: 'Borrar comentario de Tomás Fuentes' })).toBeNull();

    const send = within(section).getByRole('button', { name: 'Comentar' });
    const box = within(section).getByRole('textbox', { name: 'Escribe un comentario' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, ' Me emocionó ');
    await user.click(send);
    expect(await within(section).findByText('Me emocionó')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/stories/${STORY.id}/comments`)[0].body).toEqual({ text: 'Me emocionó' });
    expect(box).toHaveValue('');
    expect(screen.getByTestId('comments-count')).toHaveTextContent('3 comentarios');

    const mine = within(section).getByText('Qué lindo').closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Borrar comentario de Ana' }));
    await waitFor(() => expect(within(section).queryByText('Qué lindo')).toBeNull());
    expect(screen.getByTestId('comments-count')).toHaveTextContent('2 comentarios');
  });

  it('watches the story while its comments are open, and shows comments that arrive live once', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi(handlers([]));
    const socket = createFakeSocket();
    const { user } = renderApp({ route: `/stories?relato=${STORY.id}`, socket });
    socket.connect();

    // The notice's link opens the story's comments already.
    const section = await screen.findByRole('region', { name: 'Comentarios de «Mi infancia en Chiloé»' });
    expect(await within(section).findByText('Aún no hay comentarios. ¡Escribe el primero!')).toBeInTheDocument();
    await waitFor(() => expect(socket.emittedOf('story:watch')).toContainEqual({ storyId: STORY.id }));

    const live = commentOf('c-9', 'user-3', 'Luis', 'Llegó en vivo');
    socket.serverEmit('story:comment', live);
    socket.serverEmit('story:comment', live);
    expect(await within(section).findAllByText('Llegó en vivo')).toHaveLength(1);
    expect(screen.getByTestId('comments-count')).toHaveTextContent('3 comentarios');
    socket.serverEmit('story:comment-deleted', { storyId: STORY.id, commentId: 'c-9' });
    await waitFor(() => expect(within(section).queryByText('Llegó en vivo')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ocultar comentarios' }));
    await waitFor(() => expect(socket.emittedOf('story:unwatch')).toContainEqual({ storyId: STORY.id }));
  });
});
