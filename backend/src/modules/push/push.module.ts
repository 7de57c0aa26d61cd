import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { WebPushKeys } from './entities/web-push-keys.entity';
import { PushController } from './push.controller';
import { PushPersonalData } from './push.personal-data';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';
import { WEB_PUSH_ATTEMPTS, WEB_PUSH_FIRST_RETRY_MS, WEB_PUSH_QUEUE, WebPushQueue } from './web-push.queue';
import { WebPushProcessor } from './web-push.processor';
import { WebPushSender } from './web-push.sender';

/** Web Push: devices' subscriptions, the VAPID keys, and the queue that posts to push services. */
@Module({})
export class PushModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.REDIS_URL);
    const runsWorkers = config.APP_ROLE !== 'api';
    return {
      module: PushModule,
      global: true,
      imports: [
        TypeOrmModule.forFeature([PushSubscriptionEntity, WebPushKeys]),
        ...(withRedis
          ? [
              BullModule.registerQueue({
                name: WEB_PUSH_QUEUE,
                prefix: config.REDIS_PREFIX,
                connection: { url: config.REDIS_URL, enableOfflineQueue: false },
                defaultJobOptions: {
                  attempts: WEB_PUSH_ATTEMPTS,
                  backoff: { type: 'exponential', delay: WEB_PUSH_FIRST_RETRY_MS },
                  removeOnComplete: { age: 3600, count: 1000 },
                  removeOnFail: { age: 7 * 24 * 3600 },
                },
              }),
            ]
          : []),
      ],
      controllers: [PushController],
      providers: [
        PushPersonalData,
        VapidKeysService,
        PushSubscriptionsService,
        WebPushSender,
        WebPushQueue,
        ...(withRedis && runsWorkers ? [WebPushProcessor] : []),
      ],
      exports: [WebPushQueue],
    };
  }
}
