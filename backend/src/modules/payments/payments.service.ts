import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
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
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { Payment } from './entities/payment.entity';
import { PaymentStatusJobs } from './payment-status.jobs';
import { newBuyOrder } from './buy-order';
import { toResponse } from './payment-response';
import { SubscriptionsService } from './subscriptions.service';
import { TransbankClient, WebpayTransaction } from './transbank.client';

/** What Webpay sends the browser back with (form fields of the POST, or the query of the GET). */
export interface WebpayReturn {
  token_ws?: unknown;
  TBK_TOKEN?: unknown;
  TBK_ORDEN_COMPRA?: unknown;
  TBK_ID_SESION?: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 100;
// Webpay's statuses after which nothing more will happen to a transaction.
const FINAL_STATUSES = new Set(['AUTHORIZED', 'FAILED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED', 'CAPTURED']);

const field = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/**
 * Packs bought with Webpay Plus (docs/decisions/payments.md). A payment changes state only through what
 * Transbank answers, under a row lock: the tokens are credited in the transaction that makes it 'paid',
 * with the ledger row keyed by the payment, so replays, double returns and the status job credit once.
 */
@Injectable()
export class PaymentsService implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly outbox: OutboxService,
    private readonly transbank: TransbankClient,
    private readonly statusJobs: PaymentStatusJobs,
    private readonly plans: SubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.statusJobs.runWith(this);
  }

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
        status: 'pending',
        buyOrder: newBuyOrder(),
        token: null,
        statusChecks: 0,
        paidAt: null,
        refundedAt: null,
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

  /**
   * The browser's return from Webpay, by POST or GET. Returns the payment to show, or null when the
   * parameters name no payment of ours (then nothing changed).
   */
  async handleReturn(params: WebpayReturn): Promise<string | null> {
    const tokenWs = field(params.token_ws, 64);
    const tbkToken = field(params.TBK_TOKEN, 64);
    const buyOrder = field(params.TBK_ORDEN_COMPRA, 26);
    const sessionId = field(params.TBK_ID_SESION, 61);
    if (tbkToken) {
      // The person cancelled on Webpay's page (with token_ws too: an error on that page). No commit.
      const payment = await this.payments.findOne({
        where: [{ token: tbkToken }, ...(tokenWs ? [{ token: tokenWs }] : [])],
      });
      if (!payment) return null;
      await this.cancel(payment.id);
      return payment.id;
    }
    if (tokenWs) {
      const payment = await this.payments.findOneBy({ token: tokenWs });
      if (!payment) return null;
      if (payment.status === 'pending') await this.commit(payment);
      return payment.id;
    }
    if (buyOrder && sessionId) {
      // The payment form timed out: Webpay names the order and the session id we gave it (the payment's id).
      const payment = await this.payments.findOneBy({ buyOrder });
      if (!payment || payment.id !== sessionId) return null;
      await this.cancel(payment.id);
      return payment.id;
    }
    return null;
  }

  private async cancel(id: string): Promise<void> {
    await this.payments.update({ id, status: 'pending' }, { status: 'cancelled' });
  }

  private async commit(payment: Payment): Promise<void> {
    let answer: WebpayTransaction;
    try {
      answer = await this.transbank.commitWebpay(payment.token!);
    } catch (e) {
      // No answer, or not one we can read: the payment stays pending and the status job asks Webpay.
      this.logger.warn(`Webpay commit ${payment.buyOrder}: ${(e as Error).message}`);
      await this.payments.update({ id: payment.id, status: 'pending' }, { statusChecks: () => 'status_checks + 1' });
      await this.statusJobs.schedule(payment.id);
      return;
    }
    await this.settle(payment.id, answer);
  }

  /**
   * The status job's one try: 'done' when the payment is final (now or already), 'retry' otherwise.
   * A transaction Webpay still has as INITIALIZED was never committed: it is committed now.
   */
  async checkStatus(id: string): Promise<'done' | 'retry'> {
    const payment = await this.payments.findOneBy({ id });
    if (payment?.kind === 'plan') return this.plans.checkStatus(payment);
    if (!payment || payment.status !== 'pending' || !payment.token) return 'done';
    await this.payments.update({ id }, { statusChecks: () => 'status_checks + 1' });
    try {
      let answer = await this.transbank.statusWebpay(payment.token);
      if (answer.status === 'INITIALIZED') answer = await this.transbank.commitWebpay(payment.token);
      if (!answer.status || !FINAL_STATUSES.has(answer.status)) return 'retry';
      await this.settle(id, answer);
      return 'done';
    } catch (e) {
      this.logger.warn(`Webpay status ${payment.buyOrder}: ${(e as Error).message}`);
      return 'retry';
    }
  }

  /** Webpay's final answer, applied once: 'paid' with the tokens credited, or 'failed' with nothing. */
  private async settle(id: string, answer: WebpayTransaction): Promise<void> {
    const settled = await this.dataSource.transaction(async (tx) => {
      const payment = await tx.findOne(Payment, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!payment || payment.status !== 'pending') return null;
      const paid =
        answer.status === 'AUTHORIZED' &&
        answer.response_code === 0 &&
        answer.amount === payment.amount &&
        answer.buy_order === payment.buyOrder;
      payment.responseCode = typeof answer.response_code === 'number' ? answer.response_code : null;
      payment.authorizationCode = field(answer.authorization_code, 6) ?? null;
      payment.cardLast4 = answer.card_detail?.card_number?.slice(-4) ?? null;
      payment.status = paid ? 'paid' : 'failed';
      if (paid) {
        payment.paidAt = new Date();
        await this.tokens.grantPremium(tx, payment.userId, 'pack_purchase', payment.tokens, payment.itemId, payment.id);
        await this.outbox.add(tx, 'payment.paid', { userId: payment.userId, paymentId: payment.id });
      }
      await tx.save(payment);
      return payment;
    });
    if (settled?.status === 'failed' && answer.status === 'AUTHORIZED' && typeof answer.amount === 'number') {
      // Charged, but not what we asked for (amount or order): the charge is given back, nothing credited.
      await this.transbank
        .refundWebpay(settled.token!, answer.amount)
        .catch((e: Error) => this.logger.error(`Webpay reversal ${settled.buyOrder}: ${e.message}`));
    }
  }

  async list(userId: string): Promise<PaymentResponse[]> {
    const rows = await this.payments.find({ where: { userId }, order: { createdAt: 'DESC' }, take: LIST_LIMIT });
    const lastSpend = await this.tokens.lastPremiumSpendAt(this.dataSource.manager, userId);
    return rows.map((p) => toResponse(p, this.refundProblem(p, lastSpend) === null));
  }

  /** One of the person's own payments; another person's is not found. */
  async get(userId: string, id: string): Promise<PaymentResponse> {
    const payment = await this.payments.findOneBy({ id, userId });
    if (!payment) throw new AppError(ErrorCode.NotFound);
    const lastSpend = await this.tokens.lastPremiumSpendAt(this.dataSource.manager, userId);
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
      const account = await this.tokens.lockAccount(tx, user.id);
      const problem = this.refundProblem(payment, await this.tokens.lastPremiumSpendAt(tx, user.id));
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
      if (!(await this.tokens.revokePurchase(tx, user.id, payment.id, payment.tokens)))
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

  /** The plan renewal run (the job scheduler calls it). */
  renewPlans(): Promise<number> {
    return this.plans.renewDue();
  }

  /** Payments a crash left waiting for the status job (it lives in memory without Redis). */
  async waitingForStatus(): Promise<string[]> {
    const rows = await this.payments
      .createQueryBuilder('p')
      .select('p.id')
      .where("p.status = 'pending' AND p.statusChecks > 0")
      .getMany();
    return rows.map((r) => r.id);
  }
}
