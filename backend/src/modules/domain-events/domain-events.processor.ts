import { Processor, WorkerHost } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Job } from 'bullmq';
import { DomainEventsRouter } from './domain-events.router';

/** The BullMQ worker of `domain-events`: a job is an event (name = event name, id = outbox row id). */
@Processor(DOMAIN_EVENTS_QUEUE, { concurrency: 16 })
export class DomainEventsProcessor extends WorkerHost {
  constructor(private readonly router: DomainEventsRouter) {
    super();
  }

  process(job: Job<DomainEvent>): Promise<void> {
    return this.router.route(job.data);
  }
}
