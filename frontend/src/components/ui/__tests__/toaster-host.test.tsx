import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { notify, toaster } from '../toaster';

describe('ToasterHost', () => {
  afterEach(() => {
    toaster.remove();
    vi.useRealTimers();
  });

  it('shows a notice raised right after start-up, before the phone was idle', async () => {
    renderWithProviders(<p>Inicio</p>);
    act(() => void notify({ title: 'Perfil actualizado' }));
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
  });

  it('mounts the toasts only once the start-up is over', async () => {
    vi.useFakeTimers();
    renderWithProviders(<p>Inicio</p>);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    vi.useRealTimers();
    await vi.waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull());
  });

  it('puts a notice away when it is tapped anywhere, not only on its close button', async () => {
    const { user } = renderWithProviders(<p>Inicio</p>);
    act(() => void notify({ title: 'Acceso restringido', description: 'Esta sección está disponible solo para…' }));
    const text = await screen.findByText('Esta sección está disponible solo para…');
    await user.click(text);
    // Leaving (jsdom plays no exit animation to its end).
    await vi.waitFor(() =>
      expect(text.closest('[data-scope="toast"][data-part="root"]')).toHaveAttribute('data-state', 'closed'),
    );
  });
});
