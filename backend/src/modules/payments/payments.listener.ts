import { Injectable } from '@nestjs/common';
import {
  DomainEvent,
  PAYMENT_MSG,
  paymentReceiptEmail,
  PLAN_MSG,
  PLAN_RETRY_DAYS,
  planChargeFailedEmail,
  CLIENT_PATHS,
  paymentPath,
} from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailService } from '../../infra/mail/mail.service';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { NotificationsService } from '../notifications/notifications.service';
import { TokensService } from '../tokens/tokens.service';
import { UsersService } from '../users/users.service';
import { Payment } from './entities/payment.entity';
import { toResponse } from './payment-response';

const CONSUMER = 'payments-notifications';

/** A paid or refunded payment, told in the feed, on the balance, and by email (the receipt). */
@Injectable()
export class PaymentsListener {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly notifications: NotificationsService,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  @OnEvent('payment.paid')
  async onPaid(event: DomainEvent<'payment.paid'>): Promise<void> {
    const payment = await this.payments.findOneBy({ id: event.payload.paymentId });
    if (!payment) return;
    await this.notifications.notifyOnce(`${CONSUMER}:paid`, event.id, {
      userId: payment.userId,
      type: 'payment.paid',
      title: PAYMENT_MSG.paidTitle,
      body: PAYMENT_MSG.paidNotice(payment.tokens, payment.itemName),
      link: paymentPath(payment.id),
    });
    await this.tokens.pushBalance(payment.userId);
    // Queued once per event, whether or not this run wrote the feed entry (a re-run after a failed queueing).
    const user = await this.users.findById(payment.userId);
    if (user)
      await this.mail.send(
        { to: user.email, ...paymentReceiptEmail(user.name, toResponse(payment, false)) },
        { consumer: `${CONSUMER}:receipt`, eventId: event.id },
      );
  }

  @OnEvent('payment.refunded')
  async onRefunded(event: DomainEvent<'payment.refunded'>): Promise<void> {
    const payment = await this.payments.findOneBy({ id: event.payload.paymentId });
    if (!payment) return;
    await this.notifications.notifyOnce(`${CONSUMER}:refunded`, event.id, {
      userId: payment.userId,
      type: 'payment.refunded',
      title: PAYMENT_MSG.refundedTitle,
      body: PAYMENT_MSG.refundedNotice(payment.itemName),
      link: paymentPath(payment.id),
    });
  }

  /** A plan's charge was rejected: 'Pago pendiente' (with the retry day) or the plan's end, in the feed and by email. */
  @OnEvent('payment.renewal_failed')
  async onRenewalFailed(event: DomainEvent<'payment.renewal_failed'>): Promise<void> {
    const payment = await this.payments.findOneBy({ id: event.payload.paymentId });
    if (!payment) return;
    const { lapsed } = event.payload;
    // Days until the next try: retries are counted from the due day, and this period failed `failures` times.
    const failures = await this.payments.countBy({
      subscriptionId: payment.subscriptionId!,
      period: payment.period!,
      status: 'failed',
    });
    const retryDays = lapsed ? null : (PLAN_RETRY_DAYS[failures - 1] ?? 1) - (PLAN_RETRY_DAYS[failures - 2] ?? 0);
    await this.notifications.notifyOnce(`${CONSUMER}:renewal-failed`, event.id, {
      userId: payment.userId,
      type: 'payment.renewal_failed',
      title: lapsed ? PLAN_MSG.lapsedTitle : PLAN_MSG.renewalFailedTitle,
      body: lapsed
        ? PLAN_MSG.lapsedNotice(payment.itemName)
        : PLAN_MSG.renewalFailedNotice(payment.itemName, retryDays!),
      link: CLIENT_PATHS.tokens,
    });
    const user = await this.users.findById(payment.userId);
    if (user)
      await this.mail.send(
        { to: user.email, ...planChargeFailedEmail(user.name, payment.itemName, retryDays) },
        { consumer: `${CONSUMER}:renewal-failed`, eventId: event.id },
      );
  }
}
