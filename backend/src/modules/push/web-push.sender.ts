import { Injectable, Logger } from '@nestjs/common';
import type { PushPayload } from '@conectando/contracts';
import { sendNotification, WebPushError } from 'web-push';
import type { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';

export interface PushDelivery {
  subscriptionId: string;
  payload: PushPayload;
  /** Replaces an undelivered push with the same topic on the device (RFC 8030, Topic). */
  topic?: string;
}

const DAY_SECONDS = 24 * 3600;

/** Posts one encrypted, VAPID-signed push to one device. */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger('WebPush');

  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    private readonly vapid: VapidKeysService,
  ) {}

  /** Throws on a failure worth retrying; a device that is gone is forgotten instead. */
  async deliver({ subscriptionId, payload, topic }: PushDelivery): Promise<void> {
    const subscription = await this.subscriptions.byId(subscriptionId);
    if (!subscription) return;
    try {
      await this.post(subscription, payload, topic);
    } catch (e) {
      if (e instanceof WebPushError && (e.statusCode === 404 || e.statusCode === 410)) {
        this.logger.log(`Suscripción ${subscriptionId} ya no existe en el servicio de notificaciones; se elimina`);
        await this.subscriptions.forget(subscriptionId);
        return;
      }
      throw e;
    }
  }

  private async post(
    subscription: PushSubscriptionEntity,
    payload: PushPayload,
    topic: string | undefined,
  ): Promise<void> {
    const { subject, publicKey, privateKey } = this.vapid.get();
    await sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey, privateKey },
        contentEncoding: 'aes128gcm',
        TTL: DAY_SECONDS,
        urgency: 'high',
        timeout: 10_000,
        ...(topic ? { topic } : {}),
      },
    );
  }
}
