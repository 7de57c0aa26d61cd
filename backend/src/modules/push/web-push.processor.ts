import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { WEB_PUSH_QUEUE } from './web-push.queue';
import { PushDelivery, WebPushSender } from './web-push.sender';

/** Pushes wait on remote services: several at once, each retried on its own. */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(WEB_PUSH_QUEUE, { concurrency: 8, autorun: false })
export class WebPushProcessor extends WorkerHost {
  private readonly logger = new Logger('WebPush');

  constructor(private readonly sender: WebPushSender) {
    super();
  }

  process(job: Job<PushDelivery>): Promise<void> {
    return this.sender.deliver(job.data);
  }

  // A push that did not go out is retried by BullMQ; the log says why, attempt by attempt.
  @OnWorkerEvent('failed')
  onFailed(job: Job<PushDelivery> | undefined, error: Error): void {
    this.logger.warn(
      `Notificación push no enviada (intento ${job?.attemptsMade ?? '?'} de ${job?.opts.attempts ?? '?'}): ${error.message}`,
    );
  }
}
