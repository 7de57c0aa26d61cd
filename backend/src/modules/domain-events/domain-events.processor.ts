import { Processor, WorkerHost } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Job } from 'bullmq';
import { DomainEventsRouter } from './domain-events.router';
import { DOMAIN_EVENTS_CONCURRENCY } from './queue-options';

/** The BullMQ worker of `domain-events`: a job is an event (name = event name, id = outbox row id). */
@Processor(DOMAIN_EVENTS_QUEUE, { concurrency: DOMAIN_EVENTS_CONCURRENCY })
export class DomainEventsProcessor extends WorkerHost {
  constructor(private readonly router: DomainEventsRouter) {
    super();
  }

  process(job: Job<DomainEvent>): Promise<void> {
    return this.router.route(job.data);
  }
}
