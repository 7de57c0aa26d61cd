import type { DomainEvent } from '@conectando/contracts';
import type { Job } from 'bullmq';
import type { RequestContext } from '../logging/request-context';
import { DomainEventsProcessor } from './domain-events.processor';
import type { EventDispatcher } from './event-dispatcher.service';
import { EventsJob, jobIdOf, jobNameOf } from './event-jobs';

const event = (id: string): DomainEvent => ({
  id,
  name: 'maintenance.changed',
  payload: { isInMaintenance: true, adminId: 'a' },
  occurredAt: '',
});
const jobOf = (events: DomainEvent[]) => ({ id: jobIdOf(events), data: { events } }) as Job<EventsJob>;

describe('DomainEventsProcessor', () => {
  let handled: string[];
  let failing: Set<string>;
  let redelivered: DomainEvent[][];
  let batchesSeen: Map<string, string[]>;
  let processor: DomainEventsProcessor;

  beforeEach(() => {
    handled = [];
    failing = new Set();
    redelivered = [];
    batchesSeen = new Map();
    const dispatcher = {
      dispatch: async (e: DomainEvent, batch: readonly DomainEvent[]) => {
        batchesSeen.set(
          e.id,
          batch.map((b) => b.id),
        );
        if (failing.has(e.id)) throw new Error(`falla ${e.id}`);
        handled.push(e.id);
      },
    } as unknown as EventDispatcher;
    const context = { run: (work: () => Promise<void>) => work() } as unknown as RequestContext;
    const sink = {
      deliver: async (events: DomainEvent[]) => (redelivered.push(events), new Map<string, Error>()),
    };
    processor = new DomainEventsProcessor(dispatcher, context, sink);
  });

  it('handles a batch in outbox order', async () => {
    await processor.process(jobOf([event('7'), event('8'), event('9')]));
    expect(handled).toEqual(['7', '8', '9']);
  });

  it('hands each event the events of its name from the same job, for lookups made once', async () => {
    const awarded = (id: string) => ({ ...event(id), name: 'application.awarded' }) as DomainEvent;
    await processor.process(jobOf([event('7'), awarded('8'), event('9')]));
    expect(Object.fromEntries(batchesSeen)).toEqual({ '7': ['7', '9'], '8': ['8'], '9': ['7', '9'] });
  });

  it('gives each event that fails in a batch a job of its own and completes the rest', async () => {
    failing.add('8');
    await processor.process(jobOf([event('7'), event('8'), event('9')]));
    expect(handled).toEqual(['7', '9']);
    expect(redelivered).toEqual([[event('8')]]);
  });

  it('fails a job of one event, for BullMQ to retry it', async () => {
    failing.add('8');
    await expect(processor.process(jobOf([event('8')]))).rejects.toThrow('falla 8');
    expect(redelivered).toEqual([]);
  });

  it('names a job after its outbox rows and its events', () => {
    expect(jobIdOf([event('7')])).toBe('evt-7');
    expect(jobIdOf([event('7'), event('8'), event('9')])).toBe('evt-7-9');
    const awarded = { ...event('10'), name: 'application.awarded' } as DomainEvent;
    expect(jobNameOf([event('7'), event('8'), awarded])).toBe('maintenance.changed ×2, application.awarded');
  });
});
