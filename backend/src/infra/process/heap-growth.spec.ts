import { spaceOutMajorCollections } from './heap-growth';

describe('spaceOutMajorCollections', () => {
  const setFlags = jest.fn();
  beforeEach(() => setFlags.mockReset());

  it.each(['api', 'all'] as const)(
    'lets the heap of a process that serves clients (%s) grow by HEAP_GROWING_PERCENT',
    (role) => {
      spaceOutMajorCollections({ APP_ROLE: role, HEAP_GROWING_PERCENT: 400 }, setFlags);
      expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=400');
    },
  );

  it("leaves a worker process, and 0, to V8's own choice", () => {
    spaceOutMajorCollections({ APP_ROLE: 'worker', HEAP_GROWING_PERCENT: 400 }, setFlags);
    spaceOutMajorCollections({ APP_ROLE: 'api', HEAP_GROWING_PERCENT: 0 }, setFlags);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
