import { loadConfig } from '../../config/app-config';
import type { RedisConnections } from '../redis/redis.module';
import { SOON_GATHER_MS } from './event-pipe.tuning';
import { OutboxWaker, outboxWakeChannel } from './outbox-waker.service';

// Fake timers: with real ones a busy machine lets a 1 ms timer overtake the waker's setImmediate.
const sleep = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('OutboxWaker', () => {
  const config = loadConfig({});
  let publish: jest.Mock;
  let waker: OutboxWaker;

  beforeEach(() => {
    jest.useFakeTimers();
    const ownPublish = jest.fn(async () => 1);
    publish = ownPublish;
    const redis = { enabled: true, open: () => ({ publish: ownPublish }) } as unknown as RedisConnections;
    waker = new OutboxWaker(config, redis);
  });
  afterEach(() => {
    waker.onModuleDestroy();
    jest.useRealTimers();
  });

  it('wakes the relays over Redis at once for a lone commit', async () => {
    waker.wake();
    await sleep(1);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith(outboxWakeChannel(config), 'now');
  });

  it("wakes them for 'soon' commits once per gather, and for a 'now' commit meanwhile at once", async () => {
    for (let i = 0; i < 100; i++) waker.wake('soon');
    await sleep(1);
    expect(publish.mock.calls.map(([, pace]) => pace)).toEqual(['soon']);
    waker.wake('now');
    await sleep(1);
    expect(publish.mock.calls.map(([, pace]) => pace)).toEqual(['soon', 'now']);
    await sleep(SOON_GATHER_MS);
    expect(publish.mock.calls.map(([, pace]) => pace)).toEqual(['soon', 'now', 'soon']);
  });

  it('sends a burst of commits as one wake at once and one at the end of the interval', async () => {
    for (let i = 0; i < 100; i++) waker.wake();
    await sleep(30);
    // The second wake covers the commits made after the first: none is left for the sweep.
    expect(publish).toHaveBeenCalledTimes(2);
    waker.wake();
    await sleep(1);
    expect(publish).toHaveBeenCalledTimes(3);
  });

  it('calls the relay of its own process directly, without Redis', () => {
    const relay = jest.fn();
    waker.registerLocalRelay(relay);
    waker.wake();
    waker.wake('soon');
    expect(relay.mock.calls).toEqual([['now'], ['soon']]);
    expect(publish).not.toHaveBeenCalled();
  });
});
