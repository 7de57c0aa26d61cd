import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/chakra/avatar';
import { fireEvent, renderWithProviders, screen } from '@/testing/test-utils';

const PersonAvatar = ({ src }: { src: string | null }) => (
  <Avatar.Root size="lg" data-testid="avatar">
    <Avatar.Fallback name="Rosa María Martínez" />
    {src && <Avatar.Image src={src} alt="Foto de Rosa" />}
  </Avatar.Root>
);

// A person who changes their photo.
const ChangingAvatar = () => {
  const [src, setSrc] = useState('/api/files/1');
  return (
    <>
      <PersonAvatar src={src} />
      <button onClick={() => setSrc('/api/files/2')}>Cambiar foto</button>
    </>
  );
};

const photo = () => screen.getByAltText('Foto de Rosa');
const initials = () => screen.getByText('RM');

describe('Avatar', () => {
  it('shows the initials until the photo loads, the photo then, and the initials again if a new one fails', async () => {
    const { user } = renderWithProviders(<ChangingAvatar />);
    expect(initials()).toBeVisible();
    expect(photo()).not.toBeVisible();

    fireEvent.load(photo());
    expect(photo()).toBeVisible();
    expect(initials()).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cambiar foto' }));
    expect(initials()).toBeVisible();
    fireEvent.error(photo());
    expect(initials()).toBeVisible();
    expect(photo()).not.toBeVisible();
  });

  it('shows the initials alone when there is no photo, with the size of its recipe', () => {
    renderWithProviders(<PersonAvatar src={null} />);
    expect(initials()).toBeVisible();
    expect(screen.getByTestId('avatar')).toHaveClass('chakra-avatar__root');
  });
});
