import { Inject, Injectable } from '@nestjs/common';
import {
  AccountType,
  PlanType,
  TOKEN_LEDGER_LABELS,
  TokenLedgerEntryResponse,
  TokenLedgerKind,
  TokenSummaryResponse,
} from '@conectando/contracts';
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

export type { TokenBucket } from './entities/token-account.entity';

export interface LedgerRefs {
  offerId?: string | null;
  applicationId?: string | null;
  productId?: string | null;
  purchaseId?: string | null;
}

export interface SpendResult {
  ledgerId: string;
  bucket: TokenBucket;
  balance: number;
}

const MARKETPLACE_ACCOUNTS: string[] = [AccountType.Profesional, AccountType.Institucion];
const HISTORY_LIMIT = 100;

/**
 * The token ledger (docs/decisions/marketplace-and-tokens.md). Every grant and spend is a ledger row written in the same transaction as
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
    if (freeDelta > 0) await this.insertLedger(tx, userId, 'free_monthly', 'free', freeDelta, total, {});
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
    const ledgerId = await this.insertLedger(tx, userId, kind, bucket, -1, balance, refs);
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
    await this.insertLedger(
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

  /** Premium tokens of a paid pack or of a plan's paid period; purchaseId (the payment) credits once. */
  async grantPremium(
    tx: EntityManager,
    userId: string,
    kind: 'plan_subscribe' | 'plan_monthly' | 'pack_purchase',
    amount: number,
    productId: string,
    purchaseId: string | null = null,
  ): Promise<void> {
    await this.prepare(tx, userId);
    if (purchaseId && (await this.purchased(tx, userId, purchaseId))) return;
    const [after] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET premium_balance = premium_balance + $2, updated_at = now() WHERE user_id = $1 RETURNING *`,
      [userId, amount],
    );
    await this.insertLedger(tx, userId, kind, 'premium', amount, after.freeBalance + after.premiumBalance, {
      productId,
      purchaseId,
    });
  }

  /**
   * Takes back the premium tokens a refunded purchase granted, in the caller's transaction. False when
   * the balance no longer holds them; the ledger row names the grant it reverses, so it happens once.
   */
  async revokePurchase(tx: EntityManager, userId: string, purchaseId: string, amount: number): Promise<boolean> {
    const grant = await tx.findOne(TokenLedgerEntry, { where: { userId, purchaseId } });
    if (!grant) return false;
    const [after] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET premium_balance = premium_balance - $2, updated_at = now()
        WHERE user_id = $1 AND premium_balance >= $2 RETURNING *`,
      [userId, amount],
    );
    if (!after) return false;
    await this.insertLedger(
      tx,
      userId,
      'pack_refund',
      'premium',
      -amount,
      after.freeBalance + after.premiumBalance,
      { productId: grant.productId },
      grant.id,
    );
    return true;
  }

  /** Locks the user's balance row until the caller's transaction ends (spends wait behind it). */
  async lockAccount(tx: EntityManager, userId: string): Promise<TokenAccount | null> {
    return tx.findOne(TokenAccount, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** When the user last spent a premium token (tokens of a pack bought after it are all unspent). */
  async lastPremiumSpendAt(manager: EntityManager, userId: string): Promise<Date | null> {
    const row = await manager
      .createQueryBuilder(TokenLedgerEntry, 'l')
      .select('MAX(l.createdAt)', 'at')
      .where("l.userId = :userId AND l.bucket = 'premium' AND l.delta < 0 AND l.kind LIKE 'spend_%'", { userId })
      .getRawOne<{ at: Date | null }>();
    return row?.at ?? null;
  }

  /**
   * Whether this purchase was granted already. The user's balance row is locked first, so a second
   * request for it (a double tap sends two at once) waits for the first to commit, then finds its row.
   */
  private async purchased(tx: EntityManager, userId: string, purchaseId: string): Promise<boolean> {
    await tx.findOne(TokenAccount, {
      where: { userId },
      select: { userId: true },
      lock: { mode: 'pessimistic_write' },
    });
    return tx.exists(TokenLedgerEntry, { where: { userId, purchaseId } });
  }

  /** Starts a plan unless one is active; false when one was (two subscribes at once leave one plan). */
  async startPlan(
    tx: EntityManager,
    userId: string,
    plan: { id: string; planType: PlanType; tokensMonthly: number },
    renewsAt: Date,
  ): Promise<boolean> {
    // The conditional UPDATE is the check.
    const subscribed = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET premium_plan = $2, premium_plan_type = $3, premium_tokens_monthly = $4, premium_since = now(),
              premium_renews_at = $5, updated_at = now()
        WHERE user_id = $1 AND premium_plan IS NULL RETURNING *`,
      [userId, plan.id, plan.planType, plan.tokensMonthly, renewsAt],
    );
    return subscribed.length > 0;
  }

  /** The plan's next charge date, after a period was paid. */
  async planPaidUntil(tx: EntityManager, userId: string, renewsAt: Date): Promise<void> {
    await tx.update(TokenAccount, { userId }, { premiumRenewsAt: renewsAt });
  }

  /** Whether the user has a plan now (locked in the caller's transaction). */
  async planOf(tx: EntityManager, userId: string): Promise<string | null> {
    const account = await this.lockAccount(tx, userId);
    return account?.premiumPlan ?? null;
  }

  /** People whose plan's period is over (the payments module ends those no card pays for). */
  async plansDue(before: Date, limit: number): Promise<string[]> {
    const rows = await this.accounts
      .createQueryBuilder('a')
      .select('a.userId', 'userId')
      .where('a.premiumPlan IS NOT NULL AND a.premiumRenewsAt <= :before', { before })
      .orderBy('a.premiumRenewsAt')
      .limit(limit)
      .getRawMany<{ userId: string }>();
    return rows.map((r) => r.userId);
  }

  /** Ends the plan; the tokens already granted stay until used. */
  async endPlan(tx: EntityManager, userId: string): Promise<void> {
    await tx.update(
      TokenAccount,
      { userId },
      { premiumPlan: null, premiumPlanType: null, premiumTokensMonthly: 0, premiumSince: null, premiumRenewsAt: null },
    );
  }

  async summary(userId: string, accountType: AccountType): Promise<TokenSummaryResponse> {
    if (!MARKETPLACE_ACCOUNTS.includes(accountType)) return this.emptySummary();
    return this.accounts.manager.transaction(async (tx) => {
      await this.prepare(tx, userId);
      return this.summaryIn(tx, userId, accountType);
    });
  }

  async summaryIn(tx: EntityManager, userId: string, accountType: AccountType): Promise<TokenSummaryResponse> {
    const a = await tx.findOneBy(TokenAccount, { userId });
    if (!a) return this.emptySummary();
    const premiumMonthly = a.premiumPlan ? a.premiumTokensMonthly : 0;
    const roleType: PlanType = accountType === AccountType.Institucion ? 'institucion' : 'profesional';
    return {
      free: a.freeBalance,
      premiumMonthly,
      premiumBalance: a.premiumBalance,
      available: a.freeBalance + a.premiumBalance,
      premiumPlan: a.premiumPlan ?? 'none',
      premiumPlanType: a.premiumPlanType,
      premiumRenewsAt: a.premiumPlan && a.premiumRenewsAt ? a.premiumRenewsAt.toISOString() : null,
      total: a.freeBalance + premiumMonthly,
      used: Math.max(0, premiumMonthly - a.premiumBalance),
      freeMonthly: this.config.FREE_MONTHLY_TOKENS,
      freeRenewsAt: nextMonthStart().toISOString(),
      isPremium: a.premiumPlan !== null && (a.premiumPlanType === null || a.premiumPlanType === roleType),
    };
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

  private emptySummary(): TokenSummaryResponse {
    return {
      free: 0,
      premiumMonthly: 0,
      premiumBalance: 0,
      available: 0,
      premiumPlan: 'none',
      premiumPlanType: null,
      premiumRenewsAt: null,
      total: 0,
      used: 0,
      freeMonthly: this.config.FREE_MONTHLY_TOKENS,
      freeRenewsAt: nextMonthStart().toISOString(),
      isPremium: false,
    };
  }

  private async insertLedger(
    tx: EntityManager,
    userId: string,
    kind: TokenLedgerKind,
    bucket: TokenBucket,
    delta: number,
    balanceAfter: number,
    refs: LedgerRefs,
    refundOf: string | null = null,
  ): Promise<string> {
    const entry = tx.create(TokenLedgerEntry, {
      userId,
      kind,
      bucket,
      delta,
      balanceAfter,
      offerId: refs.offerId ?? null,
      applicationId: refs.applicationId ?? null,
      productId: refs.productId ?? null,
      purchaseId: refs.purchaseId ?? null,
      refundOf,
    });
    await tx.insert(TokenLedgerEntry, entry);
    return entry.id;
  }
}
