import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { CardsService } from './cards.service';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { OneclickReturnController } from './oneclick-return.controller';
import { PaymentJobRunner } from './payment-job-runner';
import { PaymentJobs, PAYMENTS_QUEUE } from './payment-jobs';
import { PaymentsController } from './payments.controller';
import { PaymentsInProcessWorker } from './payments-in-process.worker';
import { PaymentsListener } from './payments.listener';
import { PaymentsPersonalData } from './payments.personal-data';
import { PaymentsProcessor } from './payments.processor';
import { PaymentsService } from './payments.service';
import { WebpaySettlementService } from './webpay-settlement.service';
import { PlansController } from './plans.controller';
import { PremiumController } from './premium.controller';
import { PremiumService } from './premium.service';
import { PlanChangesService } from './plan-changes.service';
import { PlanChargesService } from './plan-charges.service';
import { PlanRenewalsService } from './plan-renewals.service';
import { SubscriptionsService } from './subscriptions.service';
import { TokenSummaryController } from './token-summary.controller';
import { TransbankClient } from './transbank.client';
import { WebpayReturnController } from './webpay-return.controller';

/**
 * Money, in one place (docs/decisions/payments.md): cards, plans (subscriptions: the one record of the
 * plan a person holds), one-off payments and their refunds, the premium catalogue, and the jobs that
 * ask Transbank for late answers and renew plans. Tokens are credited through the tokens module's service.
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.REDIS_URL);
    const runsWorkers = config.APP_ROLE !== 'api';
    return {
      module: PaymentsModule,
      imports: [
        TypeOrmModule.forFeature([Payment, PaymentCard, Subscription]),
        ...(withRedis
          ? [
              BullModule.registerQueue({
                name: PAYMENTS_QUEUE,
                prefix: config.REDIS_PREFIX,
                connection: { url: config.REDIS_URL, enableOfflineQueue: false },
              }),
            ]
          : []),
        TokensModule,
        NotificationsModule,
        UsersModule,
      ],
      // PlansController first: its /payments/cards must match before PaymentsController's /payments/:id.
      controllers: [
        PlansController,
        PaymentsController,
        WebpayReturnController,
        OneclickReturnController,
        AdminPaymentsController,
        PremiumController,
        TokenSummaryController,
      ],
      providers: [
        PaymentsPersonalData,
        PaymentsService,
        WebpaySettlementService,
        SubscriptionsService,
        PlanChargesService,
        PlanRenewalsService,
        PlanChangesService,
        CardsService,
        AdminPaymentsService,
        PremiumService,
        PaymentJobs,
        PaymentJobRunner,
        ...(withRedis ? (runsWorkers ? [PaymentsProcessor] : []) : [PaymentsInProcessWorker]),
        TransbankClient,
        PaymentsListener,
      ],
    };
  }
}

// The queue's name, for the admins' queue dashboard.
export { PAYMENTS_QUEUE } from './payment-jobs';
