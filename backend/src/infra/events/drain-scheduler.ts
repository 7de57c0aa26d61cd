/**
 * How soon committed events must leave. 'now': someone is waiting to see the event's effect (an award
 * alert). 'soon': only people who are not looking are told (a chat message's notice for a recipient
 * with no live socket; the message itself reached the chat's sockets at its send), so its commits
 * can share one relay round.
 */
export type WakePace = 'now' | 'soon';

// A wake waits this long before draining, so that a burst of commits leaves in one batch: a few
// milliseconds on an event's way, against two statements and a Redis round trip per commit.
const GATHER_MS = 3;
// Under load (the last drain moved at least BUSY_DRAIN events) a wake gathers longer: BullMQ's cost is
// per call as much as per job (bench/queue-cost at 1,000 jobs/s: about 1.5× the CPU per job, in Node and
// in Redis, in batches of 5 as in batches of 20). At a few events a second nothing changes.
const BUSY_DRAIN = 5;
const BUSY_GATHER_MS = 20;
// What 'soon' may wait: two relay rounds a second whatever the chat traffic, and a notice for an absent
// person half a second later. A round costs the worker about 2.5 ms of CPU whether it carries one event
// or a hundred (BullMQ's job, the claims, GC), so at 10 chat messages a second 100 ms kept it at 3.7% of
// a core and 500 ms at 1.8% (bench/chat, alternated); at 1,000 a second, 6.0% against 5.2%.
export const SOON_GATHER_MS = 500;

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
