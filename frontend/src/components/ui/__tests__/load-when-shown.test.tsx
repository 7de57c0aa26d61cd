import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenShown } from '../load-when-shown';

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
});
