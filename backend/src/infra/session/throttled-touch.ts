// Rolling sessions extend their expiry on every answer. Writing that to PostgreSQL once a minute per
// session is enough (the row may expire up to a minute before the cookie says, out of days), and
// spares the database an UPDATE on every authenticated read.
export const TOUCH_EVERY_MS = 60_000;

type Touch<S> = (sid: string, session: S, done?: (err?: unknown) => void) => void;

/** Wraps a store's `touch` so each session id is written at most once per `everyMs`. */
export function throttleTouch<S>(touch: Touch<S>, everyMs = TOUCH_EVERY_MS, now = () => Date.now()): Touch<S> {
  // Insertion order is touch order (an id is moved to the end when written), so old entries are
  // dropped from the front and the map holds only the sessions active in the last window.
  const lastWritten = new Map<string, number>();
  return (sid, session, done) => {
    const at = now();
    for (const [oldSid, written] of lastWritten) {
      if (at - written < everyMs) break;
      lastWritten.delete(oldSid);
    }
    if (lastWritten.has(sid)) return done?.();
    lastWritten.set(sid, at);
    touch(sid, session, (err) => {
      if (err) lastWritten.delete(sid); // a failed write is tried again on the next answer
      done?.(err);
    });
  };
}
