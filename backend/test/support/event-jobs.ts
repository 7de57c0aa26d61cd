import type { DomainEvent } from '@conectando/contracts';
import type { Job, Queue } from 'bullmq';
import { EventsJob, eventsOf } from '../../src/infra/events/event-jobs';

/** The `domain-events` job that carries an outbox row's event (a job carries a batch of them). */
export async function jobHolding(queue: Queue, eventId: string): Promise<Job<EventsJob> | undefined> {
  const jobs: Job<EventsJob | DomainEvent>[] = await queue.getJobs([
    'completed',
    'active',
    'waiting',
    'delayed',
    'failed',
  ]);
  return jobs.find((job) => eventsOf(job.data).some((e) => e.id === String(eventId))) as Job<EventsJob> | undefined;
}
