import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { MAIL_ATTEMPTS, MAIL_QUEUE, MailDelivery } from './mail-delivery';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

/** Outgoing email: the `mail` queue (with Redis), its worker (not APP_ROLE=api) and the SMTP transport. */
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.REDIS_URL);
    const runsWorkers = config.APP_ROLE !== 'api';
    return {
      module: MailModule,
      global: true,
      imports: withRedis
        ? [
            BullModule.registerQueue({
              name: MAIL_QUEUE,
              prefix: config.REDIS_PREFIX,
              // Fail fast while Redis is away: the caller (an event handler) throws and is run again.
              connection: { url: config.REDIS_URL, enableOfflineQueue: false },
              defaultJobOptions: {
                attempts: MAIL_ATTEMPTS,
                backoff: { type: 'mail', delay: config.MAIL_RETRY_FIRST_MS },
                // Kept a week: a job id queued again meanwhile (a re-run handler) is not sent twice.
                removeOnComplete: { age: 7 * 24 * 3600 },
                removeOnFail: { age: 30 * 24 * 3600 },
              },
            }),
          ]
        : [],
      providers: [MailDelivery, MailService, ...(withRedis && runsWorkers ? [MailProcessor] : [])],
      exports: [MailService, MailDelivery],
    };
  }
}
