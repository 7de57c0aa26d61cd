import type { TokenLedgerKind } from '@conectando/contracts';
import { EntityManager } from 'typeorm';
import type { TokenBucket } from './entities/token-account.entity';
import { TokenLedgerEntry } from './entities/token-ledger-entry.entity';

export interface LedgerRefs {
  offerId?: string | null;
  applicationId?: string | null;
  productId?: string | null;
  purchaseId?: string | null;
}

/** One ledger row, written in the transaction that changes the balance it records. */
export async function insertLedger(
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
