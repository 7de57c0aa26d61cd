import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// Within this distance of the end, a new message scrolls the view down to it.
const NEAR_BOTTOM_PX = 120;

/**
 * The conversation's scrolling: older messages keep the reading position; new ones at the end (`lastKey`
 * changes) follow it when the reader is there, and always after the person's own (`toEndNext`).
 */
export function useFollowEnd(lastKey: string, firstKey: string, typingName: string | null) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const forceBottom = useRef(true);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (olderAnchor.current) {
      el.scrollTop = el.scrollHeight - olderAnchor.current.height + olderAnchor.current.top;
      olderAnchor.current = null;
      return;
    }
    if (forceBottom.current || nearBottom.current) {
      el.scrollTop = el.scrollHeight;
      forceBottom.current = false;
    }
  }, [lastKey, firstKey, typingName]);

  // Whoever was reading the end keeps it in view: a meeting card appears or changes at the end, a photo
  // is drawn after its message arrived.
  const keepEnd = useCallback(() => {
    const el = scrollRef.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  // The pane shrinks when a notice above it, the offer of notifications or the phone's keyboard
  // appears: whoever was reading the end keeps it in view (the last message, often their own).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(keepEnd);
    observer.observe(el);
    return () => observer.disconnect();
  }, [keepEnd]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  const toEndNext = useCallback(() => {
    forceBottom.current = true;
  }, []);

  // Before older messages are added above: the position to keep.
  const anchorOlder = useCallback(() => {
    const el = scrollRef.current;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
  }, []);

  return { scrollRef, onScroll, keepEnd, toEndNext, anchorOlder };
}
