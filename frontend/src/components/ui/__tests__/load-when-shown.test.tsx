import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenShown } from '../load-when-shown';
import { renderWithProviders } from '@/testing/test-utils';

interface PanelProps {
  open: boolean;
}
const Panel = ({ open }: PanelProps) => <p>{open ? 'Panel abierto' : 'Panel cerrado'}</p>;

describe('loadWhenShown', () => {
  it('loads nothing while closed, then draws the loaded component once shown, and keeps it to close', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = loadWhenShown(load, ({ open }) => open);

    const { rerender } = render(<LazyPanel open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Panel/)).not.toBeInTheDocument();

    rerender(<LazyPanel open />);
    expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
    // Closing is the loaded component's to show (a dialog animates out): it stays mounted.
    rerender(<LazyPanel open={false} />);
    expect(screen.getByText('Panel cerrado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code a few seconds after the screen appears, so a first tap rarely waits', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve(Panel));
      const LazyPanel = loadWhenShown(load, ({ open }) => open);
      render(<LazyPanel open={false} />);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/Panel/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the code again after a failed load (a lost signal) instead of failing for good', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<typeof Panel>>()
        .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
        .mockResolvedValue(Panel);
      const LazyPanel = loadWhenShown(load, ({ open }) => open);
      const { unmount } = render(<LazyPanel open={false} />);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      unmount();
      vi.useRealTimers();
      render(<LazyPanel open />);
      expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // Tapped on a phone that lost its signal before the code came: the app stayed on a spinner for good.
  it('says there is no connection, closes, and loads on the next tap', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const LazyPanel = loadWhenShown(
      load,
      ({ open }: PanelProps & { onClose: () => void }) => open,
      ({ onClose }) => onClose(),
    );
    const Opener = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <LazyPanel open={open} onClose={() => setOpen(false)} />
        </>
      );
    };
    renderWithProviders(<Opener />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Revisa tu internet e inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
    expect(screen.queryByText(/Panel/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a way to close (an alert that came by itself), shows once the signal returns', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const LazyPanel = loadWhenShown(load, ({ open }) => open);
    renderWithProviders(<LazyPanel open />);
    // Told at once, and nothing drawn until the signal is back.
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(screen.queryByText(/Panel/)).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Panel abierto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
