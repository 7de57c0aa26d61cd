import { Inject, Injectable } from '@nestjs/common';
import {
  AccountType,
  PlanType,
  TOKEN_LEDGER_LABELS,
  TokenLedgerEntryResponse,
  TokenLedgerKind,
  TokenSummaryResponse,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/outbox/outbox.service';
import { monthKey, nextMonthStart } from './token-month';
import { rowsOf } from '../marketplace/sql';

export type TokenBucket = 'free' | 'premium';

export interface LedgerRefs {
  offerId?: string | null;
  applicationId?: string | null;
  productId?: string | null;
}

export interface SpendResult {
  ledgerId: string;
  bucket: TokenBucket;
  balance: number;
}

interface AccountRow {
  free_balance: number;
  premium_balance: number;
  premium_plan: string | null;
  premium_plan_type: PlanType | null;
  premium_tokens_monthly: number;
  premium_renews_at: Date | null;
  renewed_month: string | null;
}

const MARKETPLACE_ACCOUNTS: string[] = [AccountType.Profesional, AccountType.Institucion];
const HISTORY_LIMIT = 100;

/**
 * The token ledger (DESIGN §5). Every grant and spend is a ledger row written in the same transaction as
 * the balance change; a spend is one conditional UPDATE, so concurrent spends can never take the balance
 * below zero (and the table's CHECKs would refuse it if code ever tried).
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Makes sure the user has a balance row renewed for this month (the first touch grants the allowance). */
  async prepare(tx: EntityManager, userId: string): Promise<void> {
    const month = monthKey();
    const rows: { renewed_month: string | null }[] = await tx.query(`SELECT renewed_month FROM token_accounts WHERE user_id = $1`, [userId]);
    if (rows[0]?.renewed_month === month) return;
    if (!rows[0]) await tx.query(`INSERT INTO token_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
    await this.renewUser(tx, userId, month);
  }

  /**
   * The monthly renewal of one user, at most once per month (token_renewals is keyed by user and month):
   * free tokens back up to the allowance, and the plan's monthly tokens when the plan is due.
   * Returns how many tokens it granted, or null when this month was already renewed.
   */
  async renewUser(tx: EntityManager, userId: string, month = monthKey()): Promise<number | null> {
    const claimed = await tx.query(`INSERT INTO token_renewals (user_id, month) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`, [userId, month]);
    if (claimed.length === 0) return null;
    const [account]: AccountRow[] = await tx.query(`SELECT * FROM token_accounts WHERE user_id = $1 FOR UPDATE`, [userId]);
    if (!account) return null;
    const allowance = this.config.FREE_MONTHLY_TOKENS;
    const freeDelta = Math.max(0, allowance - account.free_balance);
    const planDue = account.premium_plan !== null && (account.premium_renews_at === null || account.premium_renews_at <= new Date());
    const planDelta = planDue ? account.premium_tokens_monthly : 0;
    const [after]: { free_balance: number; premium_balance: number }[] = await rowsOf(
      tx,
      `UPDATE token_accounts
          SET free_balance = free_balance + $2, premium_balance = premium_balance + $3, renewed_month = $4,
              premium_renews_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE premium_renews_at END, updated_at = now()
        WHERE user_id = $1
        RETURNING free_balance, premium_balance`,
      [userId, freeDelta, planDelta, month, planDue, nextMonthStart()],
    );
    const total = after!.free_balance + after!.premium_balance;
    if (freeDelta > 0) await this.insertLedger(tx, userId, 'free_monthly', 'free', freeDelta, total - planDelta, {});
    if (planDelta > 0) await this.insertLedger(tx, userId, 'plan_monthly', 'premium', planDelta, total, { productId: account.premium_plan });
    // The very first touch is a welcome, not a renewal: only existing balances announce it.
    if (account.renewed_month !== null && freeDelta + planDelta > 0) {
      await this.outbox.add(tx, 'tokens.renewed', { userId, month, amount: freeDelta + planDelta });
    }
    return freeDelta + planDelta;
  }

  /**
   * Spends one token (free ones first) in the caller's transaction; null when the user has none.
   * One statement decides: concurrent spends serialize on the row and re-check the balance.
   */
  async spend(tx: EntityManager, userId: string, kind: 'spend_publish' | 'spend_apply', refs: LedgerRefs): Promise<SpendResult | null> {
    await this.prepare(tx, userId);
    const rows: { bucket: TokenBucket; balance: number }[] = await rowsOf(
      tx,
      `UPDATE token_accounts
          SET last_spend_bucket = CASE WHEN free_balance > 0 THEN 'free' ELSE 'premium' END,
              free_balance = free_balance - CASE WHEN free_balance > 0 THEN 1 ELSE 0 END,
              premium_balance = premium_balance - CASE WHEN free_balance > 0 THEN 0 ELSE 1 END,
              updated_at = now()
        WHERE user_id = $1 AND free_balance + premium_balance >= 1
        RETURNING last_spend_bucket AS bucket, free_balance + premium_balance AS balance`,
      [userId],
    );
    const spent = rows[0];
    if (!spent) return null;
    const ledgerId = await this.insertLedger(tx, userId, kind, spent.bucket, -1, spent.balance, refs);
    return { ledgerId, bucket: spent.bucket, balance: spent.balance };
  }

  /** Gives back the token of one spend, into the bucket it came from; a second refund of it is refused by the ledger. */
  async refund(tx: EntityManager, spendId: string, kind: 'refund_offer_rejected' | 'refund_offer_closed'): Promise<{ userId: string } | null> {
    const [spend]: { user_id: string; bucket: TokenBucket; offer_id: string | null; application_id: string | null }[] = await tx.query(
      `SELECT user_id, bucket, offer_id, application_id FROM token_ledger l
        WHERE id = $1 AND delta < 0 AND NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.refund_of = l.id)`,
      [spendId],
    );
    if (!spend) return null;
    const column = spend.bucket === 'free' ? 'free_balance' : 'premium_balance';
    const [after]: { balance: number }[] = await rowsOf(
      tx,
      `UPDATE token_accounts SET ${column} = ${column} + 1, updated_at = now() WHERE user_id = $1 RETURNING free_balance + premium_balance AS balance`,
      [spend.user_id],
    );
    await this.insertLedger(tx, spend.user_id, kind, spend.bucket, 1, after!.balance, { offerId: spend.offer_id, applicationId: spend.application_id }, spendId);
    return { userId: spend.user_id };
  }

  /** Premium tokens bought or granted by a plan (no payment provider: DESIGN §5). */
  async grantPremium(tx: EntityManager, userId: string, kind: 'plan_subscribe' | 'pack_purchase', amount: number, productId: string): Promise<void> {
    await this.prepare(tx, userId);
    const [after]: { balance: number }[] = await rowsOf(
      tx,
      `UPDATE token_accounts SET premium_balance = premium_balance + $2, updated_at = now() WHERE user_id = $1
        RETURNING free_balance + premium_balance AS balance`,
      [userId, amount],
    );
    await this.insertLedger(tx, userId, kind, 'premium', amount, after!.balance, { productId });
  }

  async summary(userId: string, accountType: AccountType): Promise<TokenSummaryResponse> {
    if (!MARKETPLACE_ACCOUNTS.includes(accountType)) return this.emptySummary();
    return this.dataSource.transaction(async (tx) => {
      await this.prepare(tx, userId);
      return this.summaryIn(tx, userId, accountType);
    });
  }

  async summaryIn(tx: EntityManager, userId: string, accountType: AccountType): Promise<TokenSummaryResponse> {
    const [a]: AccountRow[] = await tx.query(`SELECT * FROM token_accounts WHERE user_id = $1`, [userId]);
    if (!a) return this.emptySummary();
    const premiumMonthly = a.premium_plan ? a.premium_tokens_monthly : 0;
    const roleType: PlanType = accountType === AccountType.Institucion ? 'institucion' : 'profesional';
    return {
      free: a.free_balance,
      premiumMonthly,
      premiumBalance: a.premium_balance,
      available: a.free_balance + a.premium_balance,
      premiumPlan: a.premium_plan ?? 'none',
      premiumPlanType: a.premium_plan_type,
      premiumRenewsAt: a.premium_plan && a.premium_renews_at ? new Date(a.premium_renews_at).toISOString() : null,
      total: a.free_balance + premiumMonthly,
      used: Math.max(0, premiumMonthly - a.premium_balance),
      freeMonthly: this.config.FREE_MONTHLY_TOKENS,
      freeRenewsAt: nextMonthStart().toISOString(),
      isPremium: a.premium_plan !== null && (a.premium_plan_type === null || a.premium_plan_type === roleType),
    };
  }

  async history(userId: string): Promise<TokenLedgerEntryResponse[]> {
    const rows: {
      id: string;
      kind: TokenLedgerKind;
      bucket: TokenBucket;
      delta: number;
      balance_after: number;
      offer_id: string | null;
      application_id: string | null;
      product_id: string | null;
      created_at: Date;
    }[] = await this.dataSource.query(
      `SELECT id, kind, bucket, delta, balance_after, offer_id, application_id, product_id, created_at
         FROM token_ledger WHERE user_id = $1 ORDER BY seq DESC LIMIT ${HISTORY_LIMIT}`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      label: TOKEN_LEDGER_LABELS[r.kind] ?? r.kind,
      delta: r.delta,
      bucket: r.bucket,
      balanceAfter: r.balance_after,
      offerId: r.offer_id,
      applicationId: r.application_id,
      productId: r.product_id,
      createdAt: r.created_at.toISOString(),
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
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO token_ledger (user_id, kind, bucket, delta, balance_after, offer_id, application_id, product_id, refund_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [userId, kind, bucket, delta, balanceAfter, refs.offerId ?? null, refs.applicationId ?? null, refs.productId ?? null, refundOf],
    );
    return row!.id;
  }
}
