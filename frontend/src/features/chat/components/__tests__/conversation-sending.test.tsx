import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_ID, ME, OTHER, buildMessage } from '@/testing/handlers/chat';
import { json } from '@/testing/mock-api';
import { screen, waitFor, within } from '@/testing/test-utils';
import { bubbleWith, goOffline, log, restoreConnection, setup } from './conversation-harness';

afterEach(restoreConnection);

// What Rosa writes reaches the other person once: acknowledged, retried, kept offline, kept as a draft.
describe('Conversation, sending', () => {
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
});
