import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, OTHER, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi, type Handlers } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const me = buildUser({ id: ME, name: 'Rosa Martínez' });

function setup(handlers: Handlers = {}, messages = [buildMessage(1), buildMessage(2)], otherLastReadSeq = 0) {
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

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  if (!navigator.onLine) goOffline(false);
  vi.restoreAllMocks();
});

const log = () => screen.getByRole('log');
const bubbles = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((li) => /dij/.test(li.textContent ?? ''));
const bubbleWith = (text: string) => within(log()).getByText(text).closest('li')!;

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

  it('sends optimistically, then shows Enviado on the ack and Leído on chat:read', async () => {
    const { socket, user } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();

    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Hola Tomás{Enter}');
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('');
    expect(bubbleWith('Hola Tomás')).toHaveTextContent('Enviando…');

    const [sent] = socket.emittedOf('chat:send');
    expect(sent).toMatchObject({ chatId: CHAT_ID, content: 'Hola Tomás' });
    expect(sent.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(socket.socket.timeout).toHaveBeenCalledWith(10_000);

    const stored = buildMessage(3, { senderId: ME, content: 'Hola Tomás', clientMessageId: sent.clientMessageId });
    await socket.ack({ ok: true, data: stored });
    await waitFor(() => expect(bubbleWith('Hola Tomás')).toHaveTextContent('Enviado'));
    // The echo of the same message changes nothing.
    socket.serverEmit('chat:message', stored);
    expect(within(log()).getAllByText('Hola Tomás')).toHaveLength(1);

    socket.serverEmit('chat:read', { chatId: CHAT_ID, userId: OTHER, seq: 3 });
    await waitFor(() => expect(bubbleWith('Hola Tomás')).toHaveTextContent('Leído'));
  });

  it('shows a failed send with Reintentar, which sends the same clientMessageId again', async () => {
    const { socket, user } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();

    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Hola{Enter}');
    await socket.ack({ ok: false, message: 'No se pudo enviar el mensaje. Intenta de nuevo.' });
    expect(await screen.findByText('No se pudo enviar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const sends = socket.emittedOf('chat:send');
    expect(sends).toHaveLength(2);
    expect(sends[1].clientMessageId).toBe(sends[0].clientMessageId);
    expect(bubbleWith('Hola')).toHaveTextContent('Enviando…');

    await socket.ack({
      ok: true,
      data: buildMessage(3, { senderId: ME, content: 'Hola', clientMessageId: sends[0].clientMessageId }),
    });
    await waitFor(() => expect(bubbleWith('Hola')).toHaveTextContent('Enviado'));
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('marks a send that is never acknowledged as failed', async () => {
    const { socket, user } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Hola{Enter}');
    await socket.timeoutSend();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('does not send whitespace; Shift+Enter adds a line; the Enviar button sends', async () => {
    const { socket, user } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    const input = screen.getByRole('textbox', { name: 'Escribe un mensaje' });

    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(socket.emittedOf('chat:send')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Línea 1{Shift>}{Enter}{/Shift}Línea 2');
    expect(input).toHaveValue('Línea 1\nLínea 2');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(socket.emittedOf('chat:send').map((s) => s.content)).toEqual(['Línea 1\nLínea 2']);
  });

  it('says beside a message written with no signal that it goes when the signal is back, then sends it', async () => {
    const { socket, user } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();

    goOffline(true);
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'En el bus{Enter}');
    expect(bubbleWith('En el bus')).toHaveTextContent('Se enviará al volver la conexión');
    expect(socket.emittedOf('chat:send')).toHaveLength(0);

    goOffline(false);
    await waitFor(() => expect(socket.emittedOf('chat:send').map((s) => s.content)).toEqual(['En el bus']));
    expect(bubbleWith('En el bus')).toHaveTextContent('Enviando…');
    const [sent] = socket.emittedOf('chat:send');
    await socket.ack({
      ok: true,
      data: buildMessage(3, { senderId: ME, content: 'En el bus', clientMessageId: sent.clientMessageId }),
    });
    await waitFor(() => expect(bubbleWith('En el bus')).toHaveTextContent('Enviado'));
  });

  it('falls back to POST /api/messages when the socket is down', async () => {
    const { server, user } = setup({
      'POST /api/messages': (req) => json(buildMessage(3, { senderId: ME, ...(req.body as object) })),
    });
    await screen.findByText('Mensaje 2');

    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Sin socket{Enter}');
    await waitFor(() => expect(bubbleWith('Sin socket')).toHaveTextContent('Enviado'));
    const [request] = server.callsTo('POST', '/api/messages');
    expect(request.body).toMatchObject({ chatId: CHAT_ID, content: 'Sin socket' });
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

  it('keeps what was being written when the person leaves the chat, until it is sent', async () => {
    const { socket, user, router } = setup();
    await screen.findByText('Mensaje 2');
    socket.connect();
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Te cuento que el sábado');

    // The list says it was not sent: a person may believe it was.
    await user.click(screen.getByRole('link', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tomás Fuentes/ })).toHaveTextContent('Borrador: Te cuento que el sábado');
    await router.navigate(`/chat/${CHAT_ID}`);
    const composer = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    expect(composer).toHaveValue('Te cuento que el sábado');

    await user.type(composer, ' no puedo{Enter}');
    expect(socket.emittedOf('chat:send')[0]).toMatchObject({ content: 'Te cuento que el sábado no puedo' });
    await router.navigate('/chats');
    expect(await screen.findByRole('link', { name: /Tomás Fuentes/ })).not.toHaveTextContent('Borrador');
    await router.navigate(`/chat/${CHAT_ID}`);
    expect(await screen.findByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('');
  });

  it('has a Volver control back to the list on a phone', async () => {
    const { router } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomás Fuentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/chats');
    expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`);
  });
});
