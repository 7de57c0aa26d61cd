import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { RequestContext } from '../logging/request-context';
import { batchesByName, EventDispatcher } from './event-dispatcher.service';
import { EventSink } from './event-sink';
import { EventsJob, jobIdOf, jobNameOf } from './event-jobs';

/** With Redis: the batch is one job (event-jobs.ts), named after its outbox rows so relaying twice enqueues once. */
@Injectable()
export class BullmqEventSink extends EventSink {
  constructor(@InjectQueue(DOMAIN_EVENTS_QUEUE) private readonly queue: Queue) {
    super();
  }

  async deliver(events: DomainEvent[]): Promise<Map<string, Error>> {
    try {
      await this.queue.add(jobNameOf(events), { events } satisfies EventsJob, { jobId: jobIdOf(events) });
      return new Map();
    } catch (e) {
      return new Map(events.map((event) => [event.id, e as Error]));
    }
  }
}

/** Without Redis (npm start with no services): the same handlers, run in this process. */
@Injectable()
export class InProcessEventSink extends EventSink {
  constructor(
    private readonly dispatcher: EventDispatcher,
    private readonly context: RequestContext,
  ) {
    super();
  }

  async deliver(events: DomainEvent[]): Promise<Map<string, Error>> {
    const failed = new Map<string, Error>();
    const batches = batchesByName(events);
    for (const event of events) {
      const handle = () => this.dispatcher.dispatch(event, batches.get(event.name)!);
      await this.context
        .run(handle, { event: event.name }, event.requestId ?? `event-${event.id}`)
        .catch((e: Error) => failed.set(event.id, e));
    }
    return failed;
  }
}
