import type { Job, Queue } from 'bullmq';
import type { EventsJob } from '../../src/infra/events/event-jobs';

/** The `domain-events` job that carries an outbox row's event (a job carries a batch of them). */
export async function jobHolding(queue: Queue, eventId: string): Promise<Job<EventsJob> | undefined> {
  const jobs: Job<EventsJob>[] = await queue.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed']);
  return jobs.find((job) => job.data.events.some((e) => e.id === String(eventId)));
}
