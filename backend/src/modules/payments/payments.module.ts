import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { PaymentStatusJobs } from './payment-status.jobs';
import { PaymentsController } from './payments.controller';
import { PaymentsListener } from './payments.listener';
import { PaymentsService } from './payments.service';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { OneclickReturnController } from './oneclick-return.controller';
import { PlansController } from './plans.controller';
import { SubscriptionsService } from './subscriptions.service';
import { TransbankClient } from './transbank.client';
import { WebpayReturnController } from './webpay-return.controller';
import { PaymentsPersonalData } from './payments.personal-data';

/** Payments through Transbank: owns its tables; tokens are credited through the tokens module's service. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, PaymentCard, Subscription]),
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
  ],
  providers: [
    PaymentsPersonalData,
    PaymentsService,
    SubscriptionsService,
    AdminPaymentsService,
    PaymentStatusJobs,
    TransbankClient,
    PaymentsListener,
  ],
  exports: [PaymentStatusJobs, SubscriptionsService],
})
export class PaymentsModule {}

// The queue's name, for the admins' queue dashboard.
export { PAYMENTS_QUEUE } from './payment-status.jobs';
