import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_ID, ME, OTHER, buildChat, buildMessage } from '@/testing/handlers/chat';
import { json } from '@/testing/mock-api';
import { screen, waitFor, within } from '@/testing/test-utils';
import { bubbles, log, restoreConnection, setup } from './conversation-harness';

afterEach(restoreConnection);

describe('Conversation', () => {
  it('shows "Cuenta eliminada" and "Mensaje eliminado" live when the other person erases their account', async () => {
    const { server, socket } = setup();
    await screen.findByText('Mensaje 2');
    expect(screen.getAllByText('Tomás Fuentes').length).toBeGreaterThan(0);

    server.use({
      [`GET /api/chats/user/${ME}`]: json([
        buildChat({ lastSeq: 2, otherParticipant: { id: OTHER, name: 'Cuenta eliminada', profileImageUrl: null } }),
      ]),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({
        messages: [
          buildMessage(1, { content: 'Mensaje eliminado' }),
          buildMessage(2, { content: 'Mensaje eliminado' }),
        ],
        otherLastReadSeq: 0,
      }),
    });
    await waitFor(() => expect(socket.listenerCount('chat:participant-erased')).toBe(1));
    socket.serverEmit('chat:participant-erased', { chatId: CHAT_ID });

    expect(await within(log()).findAllByText('Mensaje eliminado')).toHaveLength(2);
    expect(await screen.findAllByText('Cuenta eliminada')).not.toHaveLength(0);
    expect(screen.queryByText('Tomás Fuentes')).not.toBeInTheDocument();
  });

  it('never shows the wisdom tip among the messages, so nothing moves 3 s after opening; the chat list has it', async () => {
    const { router } = setup();
    await screen.findByText('Mensaje 2');
    await new Promise((r) => setTimeout(r, 3300));
    expect(screen.queryByRole('complementary', { name: 'Sabiduría del día' })).not.toBeInTheDocument();

    await router.navigate('/chats');
    expect(
      await screen.findByRole('complementary', { name: 'Sabiduría del día' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows messages ordered by seq, each once, as plain text', async () => {
    const { socket } = setup({}, [buildMessage(3), buildMessage(1, { content: '<b>hola</b>' }), buildMessage(2)]);
    await screen.findByText('Mensaje 3');
    socket.connect();
    socket.serverEmit('chat:message', buildMessage(2));
    socket.serverEmit('chat:message', buildMessage(4));
    socket.serverEmit('chat:message', buildMessage(4));

    await screen.findByText('Mensaje 4');
    expect(bubbles().map((li) => li.textContent)).toEqual([
      expect.stringContaining('<b>hola</b>'),
      expect.stringContaining('Mensaje 2'),
      expect.stringContaining('Mensaje 3'),
      expect.stringContaining('Mensaje 4'),
    ]);
    expect(log().querySelector('b')).toBeNull();
  });

  it('shows a photo and a voice note the other person sends, live, with the composer offering both', async () => {
    const { socket } = setup();
    await screen.findByText('Mensaje 2');
    expect(screen.getByRole('button', { name: 'Foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mensaje de voz' })).toBeInTheDocument();
    socket.connect();
    const url = (seq: number) => `/api/chats/${CHAT_ID}/attachments/m-${seq}`;
    socket.serverEmit(
      'chat:message',
      buildMessage(3, {
        content: 'Foto',
        kind: 'photo',
        attachment: { url: url(3), mimeType: 'image/jpeg', width: 300, height: 400 },
      }),
    );
    socket.serverEmit(
      'chat:message',
      buildMessage(4, {
        content: 'Mensaje de voz',
        kind: 'voice',
        attachment: { url: url(4), mimeType: 'audio/mp4', durationSeconds: 9 },
      }),
    );
    expect(await within(log()).findByRole('img', { name: 'Foto de Tomás Fuentes. Abrir en grande' })).toHaveAttribute(
      'src',
      url(3),
    );
    expect(within(log()).getByText('Mensaje de voz de Tomás Fuentes')).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Escuchar' })).toBeInTheDocument();
  });

  it('catches up after a reconnect with after=<lastSeq> and merges without duplicates', async () => {
    const { server, socket } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    await waitFor(() => expect(server.calls.some((c) => c.query.get('after') === '2')).toBe(true));

    socket.disconnect();
    server.use({
      [`GET /api/chats/${CHAT_ID}/messages`]: json({
        messages: [buildMessage(2), buildMessage(3), buildMessage(4)],
        otherLastReadSeq: 0,
      }),
    });
    socket.connect();

    await screen.findByText('Mensaje 4');
    expect(within(log()).getAllByText('Mensaje 2')).toHaveLength(1);
    expect(bubbles()).toHaveLength(4);
    expect(window.localStorage.getItem(`chatLastSeq:${CHAT_ID}`)).toBe('4');
    // The list is read again too.
    expect(server.callsTo('GET', `/api/chats/user/${ME}`).length).toBeGreaterThanOrEqual(2);
  });

  it('loads older messages with before=<firstSeq>', async () => {
    const { server, user } = setup({}, [buildMessage(51), buildMessage(52)]);
    await screen.findByText('Mensaje 52');
    server.use({
      [`GET /api/chats/${CHAT_ID}/messages`]: json({
        messages: [buildMessage(49), buildMessage(50)],
        otherLastReadSeq: 0,
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Ver mensajes anteriores' }));
    await screen.findByText('Mensaje 49');
    expect(server.calls.at(-1)!.query.get('before')).toBe('51');
    expect(bubbles().map((li) => li.textContent)).toEqual(
      ['49', '50', '51', '52'].map((n) => expect.stringContaining(`Mensaje ${n}`)),
    );
  });

  it('sends chat:read for new messages from the other person and shows who is typing', async () => {
    const { socket } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    await waitFor(() => expect(socket.emittedOf('chat:read')).toEqual([{ chatId: CHAT_ID, seq: 2 }]));

    socket.serverEmit('chat:typing', { chatId: CHAT_ID, userId: OTHER, name: 'Tomás Fuentes', isTyping: true });
    expect(screen.getByText('Tomás Fuentes está escribiendo…')).toBeInTheDocument();

    socket.serverEmit('chat:message', buildMessage(3));
    await waitFor(() => expect(socket.emittedOf('chat:read').at(-1)).toEqual({ chatId: CHAT_ID, seq: 3 }));
    expect(screen.queryByText('Tomás Fuentes está escribiendo…')).not.toBeInTheDocument();
  });

  it('keeps read what is on screen when the list comes back from the server without that read mark', async () => {
    const { socket, server, queryClient } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    await waitFor(() => expect(socket.emittedOf('chat:read')).toEqual([{ chatId: CHAT_ID, seq: 2 }]));

    // The list is read again (a reconnect) and the server answered before it had chat:read.
    server.use({ [`GET /api/chats/user/${ME}`]: json([buildChat({ lastSeq: 2, unreadCount: 1 })]) });
    await queryClient.invalidateQueries({ queryKey: ['chats'] });

    await waitFor(() =>
      expect(socket.emittedOf('chat:read')).toEqual([
        { chatId: CHAT_ID, seq: 2 },
        { chatId: CHAT_ID, seq: 2 },
      ]),
    );
    expect(await screen.findByRole('link', { name: /^Chats$/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Chats.*sin leer/ })).not.toBeInTheDocument();
  });

  it('has a Volver control back to the list on a phone', async () => {
    const { router } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomás Fuentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/chats');
    expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`);
  });
});
