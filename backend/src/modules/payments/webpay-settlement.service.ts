import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { OutboxService } from '../../infra/events/outbox.service';
import { PremiumTokensService } from '../tokens/premium-tokens.service';
import { Payment } from './entities/payment.entity';
import { PaymentJobs } from './payment-jobs';
import { TransbankClient, WebpayTransaction } from './transbank.client';
import { field, recordAnswer } from './transbank-fields';

/** What Webpay sends the browser back with (form fields of the POST, or the query of the GET). */
export interface WebpayReturn {
  token_ws?: unknown;
  TBK_TOKEN?: unknown;
  TBK_ORDEN_COMPRA?: unknown;
  TBK_ID_SESION?: unknown;
}

/**
 * How long a Webpay payment may wait for the person at the bank: Webpay's pay form lives a few minutes
 * (its token expires), so a payment still pending after this was left there and is asked about.
 */
export const WEBPAY_WINDOW_MS = 15 * 60 * 1000;
const ABANDONED_BATCH = 100;
// Webpay's statuses after which nothing more will happen to a transaction.
const FINAL_STATUSES = new Set(['AUTHORIZED', 'FAILED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED', 'CAPTURED']);

/**
 * A pack's Webpay Plus transaction after the person left for the bank (docs/decisions/payments.md):
 * the return, the status job and the sweep of abandoned payments. A payment changes state only through
 * what Transbank answers, under a row lock: the tokens are credited in the transaction that makes it
 * 'paid', with the ledger row keyed by the payment, so replays, double returns and the status job
 * credit once.
 */
@Injectable()
export class WebpaySettlementService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: PremiumTokensService,
    private readonly outbox: OutboxService,
    private readonly transbank: TransbankClient,
    private readonly statusJobs: PaymentJobs,
  ) {}

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
      else if (payment.status === 'abandoned') await this.lateReturn(payment);
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
   * A return after the payment was closed as abandoned: what the bank says decides. Authorized (the
   * person did pay, the return was slow) → credited, once, by the same settle as any return.
   */
  private async lateReturn(payment: Payment): Promise<void> {
    let answer: WebpayTransaction;
    try {
      answer = await this.transbank.commitWebpay(payment.token!);
    } catch (e) {
      // Committed already by an earlier return, or not committable any more: its status says which.
      this.logger.warn(`Webpay late commit ${payment.buyOrder}: ${(e as Error).message}`);
      try {
        answer = await this.transbank.statusWebpay(payment.token!);
      } catch (err) {
        this.logger.warn(`Webpay late status ${payment.buyOrder}: ${(err as Error).message}`);
        return;
      }
    }
    if (answer.status === 'AUTHORIZED') await this.settle(payment.id, answer);
  }

  /**
   * The payments job's sweep: Webpay payments still pending past Webpay's window are asked for their
   * status; one the bank never finished is closed 'abandoned' (nothing charged), never left 'pending'.
   */
  async closeAbandoned(now: Date = new Date()): Promise<number> {
    const stale = await this.payments.find({
      where: { kind: 'pack', status: 'pending', createdAt: LessThan(new Date(now.getTime() - WEBPAY_WINDOW_MS)) },
      order: { createdAt: 'ASC' },
      take: ABANDONED_BATCH,
    });
    let closed = 0;
    for (const payment of stale) if (await this.closeIfAbandoned(payment)) closed += 1;
    return closed;
  }

  private async closeIfAbandoned(payment: Payment): Promise<boolean> {
    if (payment.token) {
      let answer: WebpayTransaction;
      try {
        answer = await this.transbank.statusWebpay(payment.token);
      } catch (e) {
        const error = e as Error;
        // Transbank no longer knows the token (it expired unused); any other failure is asked again next run.
        if (!/status code (404|422)/.test(error.message)) {
          this.logger.warn(`Webpay status ${payment.buyOrder}: ${error.message}`);
          return false;
        }
        answer = {};
      }
      if (answer.status && FINAL_STATUSES.has(answer.status)) {
        await this.settle(payment.id, answer);
        return false;
      }
    }
    const done = await this.payments.update({ id: payment.id, status: 'pending' }, { status: 'abandoned' });
    return (done.affected ?? 0) > 0;
  }

  /**
   * The status job's one try for a pack: 'done' when the payment is final (now or already), 'retry'
   * otherwise. A transaction Webpay still has as INITIALIZED was never committed: it is committed now.
   */
  async checkStatus(payment: Payment | null): Promise<'done' | 'retry'> {
    if (!payment || payment.status !== 'pending' || !payment.token) return 'done';
    const id = payment.id;
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
      // An abandoned payment the bank says was authorized after all (a late return) is settled too.
      const open = payment?.status === 'pending' || (payment?.status === 'abandoned' && answer.status === 'AUTHORIZED');
      if (!payment || !open) return null;
      const paid =
        answer.status === 'AUTHORIZED' &&
        answer.response_code === 0 &&
        answer.amount === payment.amount &&
        answer.buy_order === payment.buyOrder;
      recordAnswer(payment, answer, answer);
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
}
