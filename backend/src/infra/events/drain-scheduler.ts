import { BUSY_DRAIN, BUSY_GATHER_MS, GATHER_MS, SOON_GATHER_MS } from './event-pipe.tuning';

/**
 * How soon committed events must leave. 'now': someone is waiting to see the event's effect (an award
 * alert). 'soon': only people who are not looking are told (a chat message's notice for a recipient
 * with no live socket; the message itself reached the chat's sockets at its send), so its commits
 * can share one relay round.
 */
export type WakePace = 'now' | 'soon';

/**
 * When the relay drains: a wake starts a gather, wakes during it join it (an earlier deadline
 * wins), and a wake during a drain makes it go round once more instead of running twice at once.
 */
export class DrainScheduler {
  private timer?: NodeJS.Timeout;
  private due = Infinity;
  private draining?: Promise<void>;
  private again?: WakePace;
  private lastMoved = 0;
  private stopped = false;

  /** `drain` moves what is waiting and says how many events it moved. */
  constructor(private readonly drain: () => Promise<number>) {}

  wake(pace: WakePace = 'now'): void {
    if (this.stopped) return;
    if (this.draining) {
      if (this.again !== 'now') this.again = pace;
      return;
    }
    const delay = pace === 'soon' ? SOON_GATHER_MS : this.lastMoved >= BUSY_DRAIN ? BUSY_GATHER_MS : GATHER_MS;
    const due = Date.now() + delay;
    if (this.timer && due >= this.due) return;
    clearTimeout(this.timer);
    this.due = due;
    this.timer = setTimeout(() => this.start(), delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.draining;
  }

  private start(): void {
    this.timer = undefined;
    this.due = Infinity;
    if (this.stopped) return;
    this.draining = this.drain()
      .then((moved) => void (this.lastMoved = moved))
      .finally(() => {
        this.draining = undefined;
        const again = this.again;
        this.again = undefined;
        if (again) this.wake(again);
      });
  }
}
