import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { DomainEventsRouter } from './domain-events.router';
import { EventSink } from './event-sink';

/** With Redis: the job id is the outbox row id, so a relay that runs twice enqueues once. */
@Injectable()
export class BullmqEventSink extends EventSink {
  constructor(@InjectQueue(DOMAIN_EVENTS_QUEUE) private readonly queue: Queue) {
    super();
  }

  async deliver(event: DomainEvent): Promise<void> {
    // BullMQ refuses integer-like custom ids, so the outbox id gets a prefix.
    await this.queue.add(event.name, event, { jobId: `evt-${event.id}` });
  }
}

/** Without Redis (npm start with no services): the same handlers, run in this process. */
@Injectable()
export class InProcessEventSink extends EventSink {
  constructor(private readonly router: DomainEventsRouter) {
    super();
  }

  deliver(event: DomainEvent): Promise<void> {
    return this.router.route(event);
  }
}
