import { useLayoutEffect, useRef } from 'react';

/**
 * Publishes, as a CSS variable on the page's root, how far above the screen's bottom edge an element's
 * top reaches, for what sits at the bottom of the screen and must stay clear of it (the notices over a
 * conversation's composer). Its height alone is not enough: with large text or a phone held sideways
 * the bars scroll with the page, and the composer can sit anywhere on the screen. 0 when the element
 * is off the screen or more of the screen is free below it than above: what goes at the bottom is
 * then clear of it, or as clear as it can be. Follows scrolling and every change of size.
 */
export function usePublishedReach<T extends HTMLElement>(variable: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    let frame = 0;
    const publish = () => {
      frame = 0;
      const screen = root.clientHeight;
      const { top, bottom } = el.getBoundingClientRect();
      const onScreen = top < screen && bottom > 0;
      const reach = onScreen && top >= screen - bottom ? Math.ceil(screen - top) : 0;
      root.style.setProperty(variable, `${reach}px`);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(publish);
    };
    publish();
    // The element's own size, and the page's (what grows above it moves it).
    const observer = new ResizeObserver(later);
    observer.observe(el);
    observer.observe(document.body);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
      root.style.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
