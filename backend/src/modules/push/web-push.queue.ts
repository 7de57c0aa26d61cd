import { Injectable, Logger, Optional } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { PushPayload } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { backOff } from 'exponential-backoff';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushDelivery, WebPushSender } from './web-push.sender';

export const WEB_PUSH_QUEUE = 'web-push';

// The same schedule as the queue's jobs (push.module.ts): 6 attempts, 2 s doubling, about a minute.
export const WEB_PUSH_ATTEMPTS = 6;
export const WEB_PUSH_FIRST_RETRY_MS = 2000;

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
    // Without Redis the retries wait in this process (a restart forgets them, as it forgets the rest).
    await Promise.all(
      deliveries.map((delivery) =>
        backOff(() => this.sender.deliver(delivery), {
          numOfAttempts: WEB_PUSH_ATTEMPTS,
          startingDelay: WEB_PUSH_FIRST_RETRY_MS,
          retry: (e: Error, attempt) => {
            this.logger.warn(`Notificación push no enviada (intento ${attempt} de ${WEB_PUSH_ATTEMPTS}): ${e.message}`);
            return true;
          },
        }).catch((e: Error) =>
          this.logger.warn(`Notificación push abandonada tras ${WEB_PUSH_ATTEMPTS} intentos: ${e.message}`),
        ),
      ),
    );
  }
}
