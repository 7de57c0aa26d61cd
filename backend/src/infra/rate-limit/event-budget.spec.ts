import { EventBudget } from './event-budget';

describe('EventBudget', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('allows a key its events of a second and refuses the rest of that second', () => {
    const budget = new EventBudget(3, clock);
    expect([1, 2, 3, 4, 5].map(() => budget.take('socket-a'))).toEqual([true, true, true, false, false]);
  });

  it("starts a key's second at its first event, so a burst is not split across two budgets", () => {
    const budget = new EventBudget(2, clock);
    now = 1_000_900;
    expect(budget.take('a')).toBe(true);
    now = 1_001_100; // a new wall-clock second, but the same second of this key
    expect([budget.take('a'), budget.take('a')]).toEqual([true, false]);
    now = 1_001_900;
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([true, true, false]);
  });

  it('keeps each key to its own budget', () => {
    const budget = new EventBudget(1, clock);
    expect([budget.take('a'), budget.take('b'), budget.take('a')]).toEqual([true, true, false]);
  });

  it('forgets keys unused for a minute, and counts them afresh if they come back', () => {
    const budget = new EventBudget(1, clock);
    budget.take('gone');
    now += 61_000;
    budget.take('other');
    expect((budget as unknown as { windows: Map<string, unknown> }).windows.has('gone')).toBe(false);
    expect(budget.take('gone')).toBe(true);
  });
});
