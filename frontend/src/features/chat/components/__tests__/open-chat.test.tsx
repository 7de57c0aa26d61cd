import { Button } from '@chakra-ui/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_ID, ME, OTHER, buildChat } from '@/testing/handlers/chat';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useOpenChat } from '@/features/chat/hooks/use-open-chat';

const MessageButton = () => {
  const { openChat, isPending } = useOpenChat();
  return (
    <Button loading={isPending} onClick={() => openChat(OTHER)}>
      Mensaje
    </Button>
  );
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderButton = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<MessageButton />} />
      </Routes>
      <Where />
    </>,
    { route: '/skills' },
  );

describe('useOpenChat', () => {
  it('creates or opens the chat with [me, other] and goes to /chat/{id}', async () => {
    window.localStorage.setItem('userId', ME);
    const server = mockApi({ 'POST /api/chats': json(buildChat()) });
    const { user, queryClient } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Mensaje' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/chat/${CHAT_ID}`));
    expect(server.callsTo('POST', '/api/chats')[0].body).toEqual({ participantIds: [ME, OTHER] });
    // Kept for the conversation's header, even when the list does not show the chat yet.
    expect(queryClient.getQueryData(chatKeys.opened(CHAT_ID))).toMatchObject({ id: CHAT_ID });
  });

  it('only logs a failure', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi({ 'POST /api/chats': json({ statusCode: 500, code: 'INTERNAL', message: 'Ups' }, 500) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Mensaje' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('No se pudo abrir la conversación', expect.anything()));
    expect(screen.getByTestId('where')).toHaveTextContent('/skills');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
