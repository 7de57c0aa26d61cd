import { CHAT_MESSAGE_MAX_LENGTH } from '@conectando/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { MessageComposer } from '../message-composer';

describe('MessageComposer', () => {
  it('counts down near the limit and says when a pasted text reached it', async () => {
    const { user } = renderWithProviders(<MessageComposer onSend={vi.fn()} onTextChange={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Escribe un mensaje' });
    await user.click(field);
    await user.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 150));
    expect(screen.getByText('Te quedan 150 caracteres.')).toBeInTheDocument();

    await user.paste('b'.repeat(500));
    expect(field).toHaveValue('a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 150) + 'b'.repeat(150));
    expect(screen.getByText(`Llegaste al máximo de ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`)).toBeInTheDocument();
  });

  it('says nothing about length for an everyday message', async () => {
    const { user } = renderWithProviders(<MessageComposer onSend={vi.fn()} onTextChange={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Hola, ¿cómo está?');
    expect(screen.queryByText(/caracteres/)).not.toBeInTheDocument();
  });
});
