import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { notify, toaster } from '../toaster';

// What a screen reader follows before the toasts' view is there.
const politeRegion = () => document.querySelector('[aria-live="polite"]');
const assertiveRegion = () => document.querySelector('[aria-live="assertive"]');
const toastRoot = () => document.querySelector('[data-scope="toast"][data-part="root"]');

describe('ToasterHost', () => {
  afterEach(() => {
    toaster.remove();
    vi.useRealTimers();
  });

  it('mounts nothing of the toasts while no notice is raised, with the live regions there from the start', async () => {
    vi.useFakeTimers();
    renderWithProviders(<p>Inicio</p>);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toBeEmptyDOMElement();
  });

  it('writes the first notice into the live region already there, and the toast then shows it', async () => {
    renderWithProviders(<p>Inicio</p>);
    const region = politeRegion();
    act(() => void notify({ title: 'Perfil actualizado', description: 'Tus cambios quedaron guardados.' }));
    expect(region).toHaveTextContent('Perfil actualizado');
    expect(region).toHaveTextContent('Tus cambios quedaron guardados.');

    await vi.waitFor(() => expect(toastRoot()).toHaveTextContent('Perfil actualizado'));
    // Once on screen, the notice is in the page once: a reader going line by line meets it once.
    expect(screen.getAllByText('Perfil actualizado')).toHaveLength(1);
  });

  it('writes an error into the assertive region', () => {
    renderWithProviders(<p>Inicio</p>);
    const alert = assertiveRegion();
    act(() => void notify({ title: 'No pudimos guardar', variant: 'destructive' }));
    expect(alert).toHaveTextContent('No pudimos guardar');
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('puts a notice away when it is tapped anywhere, not only on its close button', async () => {
    const { user } = renderWithProviders(<p>Inicio</p>);
    act(() => void notify({ title: 'Acceso restringido', description: 'Esta sección está disponible solo para…' }));
    await vi.waitFor(() => expect(toastRoot()).not.toBeNull());
    const text = await screen.findByText('Esta sección está disponible solo para…');
    await user.click(text);
    // Leaving (jsdom plays no exit animation to its end).
    await vi.waitFor(() =>
      expect(text.closest('[data-scope="toast"][data-part="root"]')).toHaveAttribute('data-state', 'closed'),
    );
  });
});
