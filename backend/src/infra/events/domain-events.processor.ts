import { Processor, WorkerHost } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Job } from 'bullmq';
import { RequestContext } from '../logging/request-context';
import { EventDispatcher } from './event-dispatcher.service';
import { DOMAIN_EVENTS_CONCURRENCY } from './queue-options';

/** The BullMQ worker of `domain-events`: a job is an event (name = event name, id = outbox row id). */
@Processor(DOMAIN_EVENTS_QUEUE, { concurrency: DOMAIN_EVENTS_CONCURRENCY })
export class DomainEventsProcessor extends WorkerHost {
  constructor(
    private readonly dispatcher: EventDispatcher,
    private readonly context: RequestContext,
  ) {
    super();
  }

  // Handled under the id of the request that raised the event, so the worker's log lines and pushes
  // can be followed back to it.
  process(job: Job<DomainEvent>): Promise<void> {
    return this.context.run(
      () => this.dispatcher.dispatch(job.data),
      { job: job.id, event: job.name },
      job.data.requestId ?? `job-${job.id}`,
    );
  }
}
