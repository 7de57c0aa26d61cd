import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { MessageBubble } from '@/features/chat/components/message-bubble';

const at = '2026-12-01T15:04:00.000Z';
const url = '/api/chats/c-1/attachments/m-1';

describe('photo and voice note bubbles', () => {
  it("shows the other person's photo, opening it large on a tap", () => {
    renderWithProviders(
      <MessageBubble
        content="Foto"
        createdAt={at}
        own={false}
        senderName="Tomás"
        attachment={{ kind: 'photo', url, mimeType: 'image/jpeg', width: 600, height: 800 }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Foto de Tomás. Abrir en grande' });
    expect(img).toHaveAttribute('src', url);
    expect(img.closest('a')).toHaveAttribute('href', url);
  });

  it('plays a voice note with large controls, its length, and a slower speed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const { user, container } = renderWithProviders(
      <MessageBubble
        content="Mensaje de voz"
        createdAt={at}
        own={false}
        senderName="Tomás"
        attachment={{ kind: 'voice', url, mimeType: 'audio/mp4', durationSeconds: 72 }}
      />,
    );
    expect(screen.getByText('Mensaje de voz de Tomás')).toBeInTheDocument();
    expect(screen.getByLabelText('Tiempo escuchado')).toHaveTextContent('0:00 / 1:12');
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', url);

    await user.click(screen.getByRole('button', { name: 'Escuchar' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Velocidad normal (1×). Cambiar a lenta' }));
    expect(audio.playbackRate).toBe(0.75);
    expect(screen.getByRole('button', { name: 'Velocidad lenta (0,75×). Cambiar a normal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
