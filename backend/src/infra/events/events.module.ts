import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { AppConfig } from '../../config/app-config';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventsProcessor } from './domain-events.processor';
import { EventDispatcher } from './event-dispatcher.service';
import { EventSink } from './event-sink';
import { OutboxRelay } from './outbox-relay.service';
import { EventsRetention } from './events-retention.service';
import { DOMAIN_EVENT_JOB_OPTIONS } from './event-pipe.tuning';
import { OutboxWaker } from './outbox-waker.service';
import { OutboxService } from './outbox.service';
import { ProcessedEventsService } from './processed-events.service';
import { BullmqEventSink, InProcessEventSink } from './sinks';

/**
 * The one path of domain events (docs/architecture.md): outbox → relay → BullMQ `domain-events` →
 * processor → dispatcher → @OnEvent handlers; without Redis the relay hands events straight to the
 * dispatcher. It knows no domain: handlers are found at boot in whichever module declares them.
 */
@Global()
@Module({})
export class EventsModule {
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
      OutboxService,
      OutboxWaker,
      ProcessedEventsService,
      EventDispatcher,
      { provide: EventSink, useClass: withRedis ? BullmqEventSink : InProcessEventSink },
      // Without Redis every process relays in-process; with Redis only worker processes do.
      ...(runsWorkers || !withRedis ? [OutboxRelay, EventsRetention] : []),
      ...(runsWorkers && withRedis ? [DomainEventsProcessor] : []),
    ];
    return {
      module: EventsModule,
      global: true,
      imports: [...queue, DiscoveryModule],
      providers,
      exports: [
        OutboxService,
        OutboxWaker,
        ProcessedEventsService,
        EventDispatcher,
        ...(withRedis ? [BullModule] : []),
      ],
    };
  }
}
