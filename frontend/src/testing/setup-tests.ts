import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { mediaQueryList } from './media-query';

// A screen's first lazy load compiles its modules: on a busy 2-core machine that took over 4 s once
// (admin-payments). Found as soon as it shows; the wait only bounds a failure.
// The hidden copy of a first notice (for screen readers, while the toasts' view loads) is not what a
// person sees: queries find the toast itself, not a copy that leaves once the view is in.
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, [data-notice-regions="hidden"] *' });

// jsdom lacks a few browser APIs that Chakra / Ark UI touch.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ResizeObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn();
// As in Chromium, which answers a promise: an effect that returned it broke the profile screen.
Element.prototype.scrollIntoView ??= vi.fn(() => Promise.resolve()) as unknown as Element['scrollIntoView'];

// The layout loads its signed-in parts on demand; loading them once here keeps a test's first
// screen from waiting on their compilation (a slow first import made findBy* time out under load).
beforeAll(async () => {
  await Promise.all([import('@/app/signed-in-chrome'), import('@/app/realtime-sync')]);
});

afterEach(() => {
  cleanup();
  // The toaster is a module-level store: start every test with none on screen.
  act(() => toaster.remove());
  window.localStorage.clear();
});
