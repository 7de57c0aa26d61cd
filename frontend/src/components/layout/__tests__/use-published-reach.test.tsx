import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { usePublishedReach } from '../use-published-reach';

const VAR = '--docked-bar-reach';
const reach = () => document.documentElement.style.getPropertyValue(VAR);

// jsdom has no layout: a screen 390 px tall, and a composer 160 px tall wherever scrolling puts it.
let composerTop = 0;
function Composer() {
  const ref = usePublishedReach<HTMLFormElement>(VAR);
  return <form ref={ref} aria-label="Escribe un mensaje" />;
}

function renderOnScreen(top: number) {
  composerTop = top;
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: composerTop, width: 844, height: 160 }),
  );
  return render(<Composer />);
}

async function scrollTo(top: number) {
  composerTop = top;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  });
}

describe('usePublishedReach', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps notices above the composer at the bottom of the screen, and follows the scrolling', async () => {
    const { unmount } = renderOnScreen(230);
    expect(reach()).toBe('160px');

    // Scrolled down by 80 px, half of it under the screen's edge: notices stay above what shows of it.
    await scrollTo(310);
    expect(reach()).toBe('80px');

    unmount();
    expect(reach()).toBe('');
  });

  it('lets notices sit at the bottom when the composer is nearer the top, or off the screen', async () => {
    renderOnScreen(20);
    expect(reach()).toBe('0px');

    await scrollTo(-200);
    expect(reach()).toBe('0px');
    await scrollTo(400);
    expect(reach()).toBe('0px');
  });
});
