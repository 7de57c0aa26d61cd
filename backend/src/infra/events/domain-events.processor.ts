import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE, DomainEvent } from '@conectando/contracts';
import type { Job } from 'bullmq';
import { RequestContext } from '../logging/request-context';
import { batchesByName, EventDispatcher } from './event-dispatcher.service';
import { EventSink } from './event-sink';
import type { EventsJob } from './event-jobs';
import { DOMAIN_EVENTS_CONCURRENCY } from './event-pipe.tuning';

/** The BullMQ worker of `domain-events`: a job is a batch of events in outbox order (event-jobs.ts). */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(DOMAIN_EVENTS_QUEUE, { concurrency: DOMAIN_EVENTS_CONCURRENCY, autorun: false })
export class DomainEventsProcessor extends WorkerHost {
  private readonly logger = new Logger(DomainEventsProcessor.name);

  constructor(
    private readonly dispatcher: EventDispatcher,
    private readonly context: RequestContext,
    private readonly sink: EventSink,
  ) {
    super();
  }

  async process(job: Job<EventsJob>): Promise<void> {
    const { events } = job.data;
    const batches = batchesByName(events);
    const failed: DomainEvent[] = [];
    let lastError: unknown;
    for (const event of events) {
      try {
        await this.handle(job, event, batches.get(event.name)!);
      } catch (e) {
        failed.push(event);
        lastError = e;
      }
    }
    if (failed.length === 0) return;
    // A job of one event is retried by BullMQ (with its backoff), then kept failed for the dashboard.
    if (events.length === 1) throw lastError;
    // In a batch, each failed event becomes a job of its own: the rest are done and stay done.
    this.logger.warn(`${failed.length} de ${events.length} evento(s) del lote ${job.id} fallaron: se reintentan solos`);
    for (const event of failed) {
      const [error] = (await this.sink.deliver([event])).values();
      // Not re-enqueued (Redis went away): the whole batch is retried; its handlers are idempotent.
      if (error) throw error;
    }
  }

  // Handled under the id of the request that raised the event, so the worker's log lines and pushes
  // can be followed back to it.
  private handle(job: Job, event: DomainEvent, batch: readonly DomainEvent[]): Promise<void> {
    return this.context.run(
      () => this.dispatcher.dispatch(event, batch),
      { job: job.id, event: event.name },
      event.requestId ?? `event-${event.id}`,
    );
  }
}
