import { vi } from 'vitest';

/**
 * What window.matchMedia answers in tests (jsdom has none): whether `query` holds, and spies for
 * the listeners, which never fire.
 */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
});
