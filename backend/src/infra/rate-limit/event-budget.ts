// A key not used for this long is forgotten, at the next sweep.
const FORGET_AFTER_MS = 60_000;

interface Window {
  start: number;
  spent: number;
}

/**
 * A budget of events per key and second that only this process needs, checked on every socket event.
 * Each key keeps one record while it is in use, reused from one second to the next: rate-limiter-flexible's
 * memory store makes a record, a result and a timer for every key and second, and with a budget checked
 * for each chat message those were most of what a message left for the old generation to collect
 * (docs/decisions/measured-choices.md).
 */
export class EventBudget {
  private readonly windows = new Map<string, Window>();
  private sweptAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweptAt = now();
  }

  /** Counts one event of `key`: false once the key has spent the second that began with its first event. */
  take(key: string): boolean {
    const now = this.now();
    if (now - this.sweptAt >= FORGET_AFTER_MS) this.sweep(now);
    let window = this.windows.get(key);
    if (!window) this.windows.set(key, (window = { start: now, spent: 0 }));
    else if (now - window.start >= 1000) {
      window.start = now;
      window.spent = 0;
    }
    window.spent += 1;
    return window.spent <= this.perSecond;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, window] of this.windows) if (now - window.start >= FORGET_AFTER_MS) this.windows.delete(key);
  }
}
