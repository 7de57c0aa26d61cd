import { DrainScheduler } from './drain-scheduler';
import { SOON_GATHER_MS } from './event-pipe.tuning';

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('DrainScheduler', () => {
  let drains: number;
  let moved: number;
  let scheduler: DrainScheduler;

  beforeEach(() => {
    jest.useFakeTimers();
    drains = 0;
    moved = 1;
    scheduler = new DrainScheduler(async () => {
      drains++;
      return moved;
    });
  });
  afterEach(async () => {
    await scheduler.stop();
    jest.useRealTimers();
  });

  it('drains a few milliseconds after a wake, once for a burst', async () => {
    for (let i = 0; i < 50; i++) scheduler.wake('now');
    await advance(5);
    expect(drains).toBe(1);
  });

  it("lets 'soon' commits share one round, and does not drain them early", async () => {
    scheduler.wake('soon');
    await advance(SOON_GATHER_MS / 2);
    scheduler.wake('soon');
    expect(drains).toBe(0);
    await advance(SOON_GATHER_MS / 2);
    expect(drains).toBe(1);
  });

  it("drains at once for a 'now' event that arrives while 'soon' ones gather", async () => {
    scheduler.wake('soon');
    await advance(1);
    scheduler.wake('now');
    await advance(5);
    expect(drains).toBe(1);
    await advance(SOON_GATHER_MS);
    expect(drains).toBe(1);
  });

  it('goes round once more, at the pace asked, for what was committed during a drain', async () => {
    let finish!: () => void;
    const first = new Promise<number>((resolve) => (finish = () => resolve(1)));
    scheduler = new DrainScheduler(() => (++drains === 1 ? first : Promise.resolve(1)));
    scheduler.wake('now');
    await advance(5);
    scheduler.wake('soon');
    scheduler.wake('now');
    scheduler.wake('soon');
    finish();
    await advance(5);
    expect(drains).toBe(2);
  });

  it('gathers longer under load, still well under what a person notices', async () => {
    moved = 50;
    scheduler.wake('now');
    await advance(5);
    scheduler.wake('now');
    await advance(5);
    expect(drains).toBe(1);
    await advance(20);
    expect(drains).toBe(2);
  });
});
