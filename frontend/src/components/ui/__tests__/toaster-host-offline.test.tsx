import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { notify } from '../toaster';

// In a file of its own: the toasts' chunk must not have been loaded by an earlier test.
describe('ToasterHost without a signal', () => {
  it('keeps the app on screen and the notice readable when the toasts cannot load, and the toasts back online', async () => {
    vi.doMock('../toaster-view', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderWithProviders(<p>Inicio</p>);
    const alert = document.querySelector('[aria-live="assertive"]');
    const noSignal = () =>
      act(
        () =>
          void notify({
            title: 'Error al iniciar sesión',
            description: 'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
            variant: 'destructive',
          }),
      );
    noSignal();
    // Read in plain text meanwhile, from the region there from the start, and drawn on the page.
    expect(alert).toHaveTextContent('Sin conexión. Revisa tu internet e inténtalo de nuevo.');
    await waitFor(() => expect(alert?.parentElement).toHaveStyle({ position: 'fixed' }));
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    // Put away as the view's notices are.
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(alert).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Cerrar aviso' })).toBeNull();
    noSignal();
    await waitFor(() => expect(alert?.parentElement).toHaveStyle({ position: 'fixed' }));

    vi.doUnmock('../toaster-view');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).not.toBeNull());
    expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toHaveTextContent(
      'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
    );
    expect(screen.getAllByText('Sin conexión. Revisa tu internet e inténtalo de nuevo.')).toHaveLength(1);
    expect(screen.getByText('Inicio')).toBeInTheDocument();
  });
});
