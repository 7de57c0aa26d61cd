import { useLayoutEffect, useRef } from 'react';

const always = () => true;

/**
 * Publishes an element's real height (safe area and font scaling included) as a CSS variable on the
 * page's root, for the parts of the layout that must stay clear of it; the variable goes away with the
 * element. `takesRoom` says whether, laid out as it is now, the element takes room from the screen.
 */
export function usePublishedHeight<T extends HTMLElement>(
  variable: string,
  // A function defined once, outside the component (a new one each render would re-measure each time).
  takesRoom: (element: T) => boolean = always,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const publish = () =>
      root.setProperty(variable, takesRoom(el) ? `${Math.ceil(el.getBoundingClientRect().height)}px` : '0px');
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable, takesRoom]);
  return ref;
}
