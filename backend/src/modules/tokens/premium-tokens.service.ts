import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { entitiesOf } from '../../infra/database/sql';
import { TokenAccount } from './entities/token-account.entity';
import { TokenLedgerEntry } from './entities/token-ledger-entry.entity';
import { insertLedger } from './token-ledger';
import { TokensService } from './tokens.service';

/**
 * Premium tokens, the paid ones (docs/decisions/marketplace-and-tokens.md): granted by a paid pack or a
 * plan's paid period, once per purchase, and taken back when a pack is refunded.
 */
@Injectable()
export class PremiumTokensService {
  constructor(private readonly tokens: TokensService) {}

  /** Premium tokens of a paid pack or of a plan's paid period; purchaseId (the payment) credits once. */
  async grantPremium(
    tx: EntityManager,
    userId: string,
    kind: 'plan_subscribe' | 'plan_monthly' | 'plan_change' | 'pack_purchase',
    amount: number,
    productId: string,
    purchaseId: string | null = null,
  ): Promise<void> {
    await this.tokens.prepare(tx, userId);
    if (purchaseId && (await this.purchased(tx, userId, purchaseId))) return;
    const [after] = await entitiesOf(
      tx,
      TokenAccount,
      `UPDATE token_accounts SET premium_balance = premium_balance + $2, updated_at = now() WHERE user_id = $1 RETURNING *`,
      [userId, amount],
    );
    await insertLedger(tx, userId, kind, 'premium', amount, after.freeBalance + after.premiumBalance, {
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
    await insertLedger(
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
}
