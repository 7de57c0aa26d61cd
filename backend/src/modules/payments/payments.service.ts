import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CreatePaymentDto,
  CreatePaymentResponse,
  ErrorCode,
  PAYMENT_MSG,
  PaymentResponse,
  planTypeFor,
  REFUND_WINDOW_DAYS,
  TOKEN_PACKS,
} from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/events/outbox.service';
import { PremiumTokensService } from '../tokens/premium-tokens.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { Payment } from './entities/payment.entity';
import { pendingPayment } from './buy-order';
import { toResponse } from './payment-response';
import { TransbankClient } from './transbank.client';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 100;
/**
 * Packs bought with Webpay Plus (docs/decisions/payments.md): the purchase, the person's payments and
 * their refund. What happens after the person leaves for the bank is WebpaySettlementService's.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly premium: PremiumTokensService,
    private readonly outbox: OutboxService,
    private readonly transbank: TransbankClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: User, dto: CreatePaymentDto): Promise<CreatePaymentResponse> {
    const pack = TOKEN_PACKS.find((p) => p.id === dto.packId);
    if (!pack) throw new AppError(ErrorCode.ValidationFailed, PAYMENT_MSG.packRequired);
    if (pack.planType !== planTypeFor(user.accountType))
      throw new AppError(ErrorCode.ValidationFailed, PAYMENT_MSG.packNotForAccount);
    const payment = await this.payments.save(
      this.payments.create({
        userId: user.id,
        kind: 'pack',
        itemId: pack.id,
        itemName: pack.name,
        tokens: pack.tokens,
        amount: pack.priceClp,
        ...pendingPayment(),
      }),
    );
    let redirect: { token: string; url: string };
    try {
      redirect = await this.transbank.createWebpay(
        payment.buyOrder,
        payment.id,
        payment.amount,
        `${this.config.PUBLIC_URL}/api/payments/webpay/return`,
      );
    } catch (e) {
      this.logger.warn(`Webpay create ${payment.buyOrder}: ${(e as Error).message}`);
      await this.payments.update({ id: payment.id, status: 'pending' }, { status: 'failed' });
      throw new AppError(ErrorCode.PaymentUnavailable, PAYMENT_MSG.providerUnavailable);
    }
    await this.payments.update({ id: payment.id }, { token: redirect.token });
    return { id: payment.id, status: 'pending', redirect };
  }

  async list(userId: string): Promise<PaymentResponse[]> {
    const rows = await this.payments.find({ where: { userId }, order: { createdAt: 'DESC' }, take: LIST_LIMIT });
    const lastSpend = await this.premium.lastPremiumSpendAt(this.dataSource.manager, userId);
    return rows.map((p) => toResponse(p, this.refundProblem(p, lastSpend) === null));
  }

  /** One of the person's own payments; another person's is not found. */
  async get(userId: string, id: string): Promise<PaymentResponse> {
    const payment = await this.payments.findOneBy({ id, userId });
    if (!payment) throw new AppError(ErrorCode.NotFound);
    const lastSpend = await this.premium.lastPremiumSpendAt(this.dataSource.manager, userId);
    return toResponse(payment, this.refundProblem(payment, lastSpend) === null);
  }

  /**
   * The right of withdrawal: the full amount back through Webpay and the pack's tokens taken back, in
   * one transaction that holds the person's balance row, so no token of the pack can be spent meanwhile.
   */
  async refund(user: User, id: string): Promise<PaymentResponse> {
    const refunded = await this.dataSource.transaction(async (tx) => {
      const payment = await tx.findOne(Payment, {
        where: { id, userId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new AppError(ErrorCode.NotFound);
      const account = await this.premium.lockAccount(tx, user.id);
      const problem = this.refundProblem(payment, await this.premium.lastPremiumSpendAt(tx, user.id));
      if (problem) throw new AppError(ErrorCode.Conflict, problem);
      if (!account || account.premiumBalance < payment.tokens)
        throw new AppError(ErrorCode.Conflict, PAYMENT_MSG.refundTokensSpent);
      let answer;
      try {
        answer = await this.transbank.refundWebpay(payment.token!, payment.amount);
      } catch (e) {
        this.logger.warn(`Webpay refund ${payment.buyOrder}: ${(e as Error).message}`);
        throw new AppError(ErrorCode.PaymentUnavailable, PAYMENT_MSG.providerUnavailable);
      }
      const accepted = answer.type === 'REVERSED' || (answer.type === 'NULLIFIED' && (answer.response_code ?? 0) === 0);
      if (!accepted) throw new AppError(ErrorCode.Conflict, PAYMENT_MSG.refundRejected);
      if (!(await this.premium.revokePurchase(tx, user.id, payment.id, payment.tokens)))
        throw new AppError(ErrorCode.Conflict, PAYMENT_MSG.refundTokensSpent);
      payment.status = 'refunded';
      payment.refundedAt = new Date();
      await tx.save(payment);
      await this.outbox.add(tx, 'payment.refunded', { userId: user.id, paymentId: payment.id });
      return payment;
    });
    await this.tokens.pushBalance(user.id);
    return toResponse(refunded, false);
  }

  /** Why this payment cannot be returned now, or null when it can. */
  private refundProblem(p: Payment, lastPremiumSpend: Date | null): string | null {
    if (p.kind !== 'pack' || p.status !== 'paid' || !p.paidAt) return PAYMENT_MSG.refundNotPaid;
    if (Date.now() - p.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) return PAYMENT_MSG.refundWindowOver;
    if (lastPremiumSpend && lastPremiumSpend >= p.paidAt) return PAYMENT_MSG.refundTokensSpent;
    return null;
  }
}
