import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayTapBeforeApp } from '../tap-before-app';

const button = ({ disabled = false, connected = true } = {}) => {
  const element = document.createElement('button');
  element.disabled = disabled;
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  if (connected) document.body.append(element);
  return { element, onClick };
};

describe('replayTapBeforeApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.tapBeforeApp = null;
  });

  it('taps the kept button once', () => {
    const { element, onClick } = button();
    window.tapBeforeApp = element;
    replayTapBeforeApp();
    replayTapBeforeApp();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a button that is gone or disabled', () => {
    for (const kept of [button({ connected: false }), button({ disabled: true })]) {
      window.tapBeforeApp = kept.element;
      replayTapBeforeApp();
      expect(kept.onClick).not.toHaveBeenCalled();
    }
  });
});
