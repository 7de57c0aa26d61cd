import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { AppConfig } from '../../config/app-config';
import { ChatModule } from '../chat/chat.module';
import { MarketplaceEventsModule } from '../marketplace/marketplace-events.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeListenerModule } from '../realtime/realtime-listener.module';
import { DomainEventsProcessor } from './domain-events.processor';
import { DomainEventsRouter } from './domain-events.router';
import { EventSink } from './event-sink';
import { OutboxRelay } from './outbox-relay.service';
import { DOMAIN_EVENT_JOB_OPTIONS } from './queue-options';
import { BullmqEventSink, InProcessEventSink } from './sinks';

/**
 * The one path of domain events (DESIGN §4): outbox → relay → BullMQ `domain-events` → processor →
 * router; without Redis the relay hands events straight to the same router.
 */
@Module({})
export class DomainEventsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.REDIS_URL);
    const runsWorkers = config.APP_ROLE !== 'api';
    const queue = withRedis
      ? [
          BullModule.forRoot({ connection: { url: config.REDIS_URL }, prefix: config.REDIS_PREFIX }),
          BullModule.registerQueue({
            name: DOMAIN_EVENTS_QUEUE,
            // Fail fast while Redis is away: the relay keeps the row and retries later.
            connection: { url: config.REDIS_URL, enableOfflineQueue: false, enableAutoPipelining: true },
            defaultJobOptions: DOMAIN_EVENT_JOB_OPTIONS,
          }),
        ]
      : [];
    const providers: Provider[] = [
      DomainEventsRouter,
      { provide: EventSink, useClass: withRedis ? BullmqEventSink : InProcessEventSink },
      // Without Redis every process relays in-process; with Redis only worker processes do.
      ...(runsWorkers || !withRedis ? [OutboxRelay] : []),
      ...(runsWorkers && withRedis ? [DomainEventsProcessor] : []),
    ];
    return {
      module: DomainEventsModule,
      imports: [...queue, NotificationsModule, ChatModule, RealtimeListenerModule, MarketplaceEventsModule],
      providers,
      exports: withRedis ? [BullModule] : [],
    };
  }
}
