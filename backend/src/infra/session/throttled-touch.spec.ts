import { throttleTouch } from './throttled-touch';

describe('throttleTouch', () => {
  let clock: number;
  let writes: string[];
  let fail: boolean;
  const touch = throttleTouch(
    (sid, _session, done) => {
      writes.push(sid);
      done?.(fail ? new Error('down') : undefined);
    },
    60_000,
    () => clock,
  );

  beforeEach(() => {
    clock = 1_000_000;
    writes = [];
    fail = false;
  });

  it('writes a session once a minute however many answers it gets', () => {
    for (let i = 0; i < 50; i++) touch('a', {});
    clock += 59_000;
    touch('a', {});
    expect(writes).toEqual(['a']);
    clock += 1_000;
    touch('a', {});
    expect(writes).toEqual(['a', 'a']);
  });

  it('keeps sessions apart and always calls back', () => {
    const done = jest.fn();
    touch('b', {}, done);
    touch('c', {}, done);
    touch('b', {}, done);
    expect(writes).toEqual(['b', 'c']);
    expect(done).toHaveBeenCalledTimes(3);
  });

  it('tries again on the next answer after a failed write', () => {
    fail = true;
    touch('d', {});
    fail = false;
    touch('d', {});
    expect(writes).toEqual(['d', 'd']);
  });
});
