import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { Payment } from './entities/payment.entity';
import { PaymentStatusJobs } from './payment-status.jobs';
import { PaymentsController } from './payments.controller';
import { PaymentsListener } from './payments.listener';
import { PaymentsService } from './payments.service';
import { TransbankClient } from './transbank.client';
import { WebpayReturnController } from './webpay-return.controller';

/** Payments through Transbank: owns its tables; tokens are credited through the tokens module's service. */
@Module({
  imports: [TypeOrmModule.forFeature([Payment]), TokensModule, NotificationsModule, UsersModule],
  controllers: [PaymentsController, WebpayReturnController],
  providers: [PaymentsService, PaymentStatusJobs, TransbankClient, PaymentsListener],
  exports: [PaymentStatusJobs],
})
export class PaymentsModule {}

// The queue's name, for the admins' queue dashboard.
export { PAYMENTS_QUEUE } from './payment-status.jobs';
