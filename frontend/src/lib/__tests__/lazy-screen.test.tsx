import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lazy-screen';

const Chrome = () => <p>Menú y navegación</p>;

describe('lazyScreen', () => {
  it('untilLoaded: without signal it stays on its fallback, and draws once the signal is back', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Chrome }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Chrome });
    const Part = lazyScreen(load, { untilLoaded: true });
    render(
      <Suspense fallback={<p>Esperando</p>}>
        <Part />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Esperando')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Menú y navegación')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
