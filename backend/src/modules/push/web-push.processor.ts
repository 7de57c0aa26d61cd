import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { WEB_PUSH_QUEUE } from './web-push.queue';
import { PushDelivery, WebPushSender } from './web-push.sender';

/** Pushes wait on remote services: several at once, each retried on its own. */
@Processor(WEB_PUSH_QUEUE, { concurrency: 8 })
export class WebPushProcessor extends WorkerHost {
  constructor(private readonly sender: WebPushSender) {
    super();
  }

  process(job: Job<PushDelivery>): Promise<void> {
    return this.sender.deliver(job.data);
  }
}
