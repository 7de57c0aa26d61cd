import { WISDOM_QUOTES } from '@conectando/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@/components/ui/system';
import { act, fireEvent, render, screen } from '@/testing/test-utils';
import { wisdomDismissalKey } from '@/features/wisdom/hooks/use-wisdom-tip';
import { WisdomTip } from '../wisdom-tip';

const tip = () => screen.queryByRole('complementary', { name: 'Sabiduría del día' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// Only Chakra is needed; the toaster's own timers would fight the fake clock.
const renderTip = (ui: ReactElement) => render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);

describe('WisdomTip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for 3000 ms and then shows a quote from its context or general', () => {
    renderTip(<WisdomTip context="skills" />);

    advance(2999);
    expect(tip()).not.toBeInTheDocument();

    advance(1);
    expect(tip()).toBeInTheDocument();
    const shown = screen.getByTestId('wisdom-quote').textContent;
    const quote = WISDOM_QUOTES.find((q) => q.quote === shown);
    expect(['skills', 'general']).toContain(quote?.context);
    expect(screen.getByText(quote!.author)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${quote!.age} años · ${quote!.profession}`))).toBeInTheDocument();
  });

  it('closes with "Cerrar" and does not come back on a remount the same day', () => {
    const { unmount } = renderTip(<WisdomTip context="general" />);
    advance(3000);

    fireEvent.click(screen.getByTitle('Cerrar'));
    expect(tip()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(wisdomDismissalKey('general'))).toBe('2026-11-22');

    unmount();
    renderTip(<WisdomTip context="general" />);
    advance(10_000);
    expect(tip()).not.toBeInTheDocument();
  });

  it('comes back the next day, and a dismissal only counts for its own context', () => {
    window.localStorage.setItem(wisdomDismissalKey('general'), '2026-11-21');
    window.localStorage.setItem(wisdomDismissalKey('chat'), '2026-11-22');

    renderTip(
      <>
        <WisdomTip context="general" />
        <WisdomTip context="chat" />
      </>,
    );
    advance(3000);
    expect(screen.getAllByRole('complementary', { name: 'Sabiduría del día' })).toHaveLength(1);
  });

  it('swaps in a different quote with "Ver otra sabiduría"', () => {
    renderTip(<WisdomTip context="general" />);
    advance(3000);

    for (let i = 0; i < 5; i++) {
      const before = screen.getByTestId('wisdom-quote').textContent;
      fireEvent.click(screen.getByRole('button', { name: 'Ver otra sabiduría' }));
      expect(screen.getByTestId('wisdom-quote').textContent).not.toBe(before);
    }
  });
});
