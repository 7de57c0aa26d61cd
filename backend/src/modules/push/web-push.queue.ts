import { Injectable, Logger, Optional } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { PushPayload } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushDelivery, WebPushSender } from './web-push.sender';

export const WEB_PUSH_QUEUE = 'web-push';

/**
 * Hands pushes to the worker: one job per device, so a slow or failing push service delays and
 * retries only its own device, never the domain events. Without Redis they are sent in this process.
 */
@Injectable()
export class WebPushQueue {
  private readonly logger = new Logger('WebPush');

  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: WebPushSender,
    @Optional() @InjectQueue(WEB_PUSH_QUEUE) private readonly queue?: Queue<PushDelivery>,
  ) {}

  async send(userId: string, payload: PushPayload, topic?: string): Promise<void> {
    const devices = await this.subscriptions.forUser(userId);
    if (devices.length === 0) return;
    const deliveries = devices.map((d) => ({ subscriptionId: d.id, payload, ...(topic ? { topic } : {}) }));
    if (this.queue) {
      await this.queue.addBulk(deliveries.map((data) => ({ name: 'push', data })));
      return;
    }
    for (const delivery of deliveries) {
      await this.sender
        .deliver(delivery)
        .catch((e: Error) => this.logger.warn(`No se pudo enviar una notificación push: ${e.message}`));
    }
  }
}
