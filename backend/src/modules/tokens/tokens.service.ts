import { Inject, Injectable } from '@nestjs/common';
import { TOKEN_LEDGER_LABELS, TokenLedgerEntryResponse } from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/events/outbox.service';
import { monthKey, nextMonthStart } from './token-month';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { entitiesOf } from '../../infra/database/sql';
import { TokenAccount, TokenBucket } from './entities/token-account.entity';
import { TokenLedgerEntry } from './entities/token-ledger-entry.entity';
import { TokenRenewal } from './entities/token-renewal.entity';
import { insertLedger, LedgerRefs } from './token-ledger';

export type { TokenBucket } from './entities/token-account.entity';

export interface TokenBalance {
  free: number;
  premium: number;
}

export interface SpendResult {
  ledgerId: string;
  bucket: TokenBucket;
  balance: number;
}

const HISTORY_LIMIT = 100;

/**
 * The token ledger (docs/decisions/marketplace-and-tokens.md): balances and their history only; the plan
 * a person holds is the payments module's (its subscriptions). Every grant and spend is a ledger row written in the same transaction as
 * the balance change; a spend is one conditional UPDATE, so concurrent spends can never take the balance
 * below zero (and the table's CHECKs would refuse it if code ever tried).
 */
@Injectable()
export class TokensService {
  constructor(
    @InjectRepository(TokenAccount) private readonly accounts: Repository<TokenAccount>,
    @InjectRepository(TokenLedgerEntry) private readonly ledger: Repository<TokenLedgerEntry>,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** The user's screens show the fresh balance ('tokens:changed'). */
  async pushBalance(userId: string): Promise<void> {
    const account = await this.accounts.findOne({
      where: { userId },
      select: { freeBalance: true, premiumBalance: true },
    });
    this.realtime.toUser(userId, 'tokens:changed', {
      available: account ? account.freeBalance + account.premiumBalance : 0,
    });
  }

  /** Makes sure the user has a balance row renewed for this month (the first touch grants the allowance). */
  async prepare(tx: EntityManager, userId: string): Promise<void> {
    const month = monthKey();
    const account = await tx.findOne(TokenAccount, { where: { userId }, select: { userId: true, renewedMonth: true } });
    if (account?.renewedMonth === month) return;
    if (!account) await this.openAccount(tx, userId);
    await this.renewUser(tx, userId, month);
  }

  /** The user's balance row, if there is none yet (a concurrent first touch is not an error). */
  async openAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx
      .createQueryBuilder()
      .insert()
      .into(TokenAccount)
      .values({ userId })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /**
   * The monthly renewal of one user, at most once per month (token_renewals is keyed by user and month):
   * free tokens back up to the allowance. A plan's tokens come only with its paid charge (payments module).
   * Returns how many tokens it granted, or null when this month was already renewed.
   */
  async renewUser(tx: EntityManager, userId: string, month = monthKey()): Promise<number | null> {
    // The claim is the primary key (user, month): a second run this month inserts nothing.
    const claimed = await tx
      .createQueryBuilder()
      .insert()
      .into(TokenRenewal)
      .values({ userId, month })
      .orIgnore()
      .returning('user_id')
      .updateEntity(false)
      .execute();
    if ((claimed.raw as unknown[]).length === 0) return null;
    const account = await tx.findOne(TokenAccount, { where: { userId }, lock: { mode: 'pessimistic_write' } });
    if (!account) return null;
    const allowance = this.config.FREE_MONTHLY_TOKENS;
    const freeDelta = Math.max(0, allowance - account.freeBalance);
    const [after] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET free_balance = free_balance + $2, renewed_month = $3, updated_at = now()
        WHERE user_id = $1 RETURNING *`,
      [userId, freeDelta, month],
    );
    const total = after.freeBalance + after.premiumBalance;
    if (freeDelta > 0) await insertLedger(tx, userId, 'free_monthly', 'free', freeDelta, total, {});
    // The very first touch is a welcome, not a renewal: only existing balances announce it.
    if (account.renewedMonth !== null && freeDelta > 0) {
      await this.outbox.add(tx, 'tokens.renewed', { userId, month, amount: freeDelta });
    }
    return freeDelta;
  }

  /**
   * Spends one token (free ones first) in the caller's transaction; null when the user has none.
   * One statement decides: concurrent spends serialize on the row and re-check the balance.
   */
  async spend(
    tx: EntityManager,
    userId: string,
    kind: 'spend_publish' | 'spend_apply',
    refs: LedgerRefs,
  ): Promise<SpendResult | null> {
    await this.prepare(tx, userId);
    const [spent] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts
          SET last_spend_bucket = CASE WHEN free_balance > 0 THEN 'free' ELSE 'premium' END,
              free_balance = free_balance - CASE WHEN free_balance > 0 THEN 1 ELSE 0 END,
              premium_balance = premium_balance - CASE WHEN free_balance > 0 THEN 0 ELSE 1 END,
              updated_at = now()
        WHERE user_id = $1 AND free_balance + premium_balance >= 1
        RETURNING *`,
      [userId],
    );
    if (!spent) return null;
    const bucket = spent.lastSpendBucket!;
    const balance = spent.freeBalance + spent.premiumBalance;
    const ledgerId = await insertLedger(tx, userId, kind, bucket, -1, balance, refs);
    return { ledgerId, bucket, balance };
  }

  /** Gives back the token of one spend, into the bucket it came from; a second refund of it is refused by the ledger. */
  async refund(
    tx: EntityManager,
    spendId: string,
    kind: 'refund_offer_rejected' | 'refund_offer_closed',
  ): Promise<{ userId: string } | null> {
    const spend = await tx
      .createQueryBuilder(TokenLedgerEntry, 'l')
      .where('l.id = :spendId AND l.delta < 0', { spendId })
      .andWhere('NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.refund_of = l.id)')
      .getOne();
    if (!spend) return null;
    const column = spend.bucket === 'free' ? 'free_balance' : 'premium_balance';
    const [after] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET ${column} = ${column} + 1, updated_at = now() WHERE user_id = $1 RETURNING *`,
      [spend.userId],
    );
    await insertLedger(
      tx,
      spend.userId,
      kind,
      spend.bucket,
      1,
      after.freeBalance + after.premiumBalance,
      { offerId: spend.offerId, applicationId: spend.applicationId },
      spendId,
    );
    return { userId: spend.userId };
  }

  /** The balance in both buckets, in the caller's transaction; null before the account's first touch. */
  async balanceIn(tx: EntityManager, userId: string): Promise<TokenBalance | null> {
    const a = await tx.findOneBy(TokenAccount, { userId });
    return a ? { free: a.freeBalance, premium: a.premiumBalance } : null;
  }

  /** The free tokens every month brings back, and when they next do. */
  freeAllowance(): { freeMonthly: number; freeRenewsAt: string } {
    return { freeMonthly: this.config.FREE_MONTHLY_TOKENS, freeRenewsAt: nextMonthStart().toISOString() };
  }

  async history(userId: string): Promise<TokenLedgerEntryResponse[]> {
    // seq, not created_at: rows of one transaction share their timestamp.
    const rows = await this.ledger.find({ where: { userId }, order: { seq: 'DESC' }, take: HISTORY_LIMIT });
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      label: TOKEN_LEDGER_LABELS[r.kind] ?? r.kind,
      delta: r.delta,
      bucket: r.bucket,
      balanceAfter: r.balanceAfter,
      offerId: r.offerId,
      applicationId: r.applicationId,
      productId: r.productId,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
