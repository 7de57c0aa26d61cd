import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

const LEDGER_PAGE = 1000;

/**
 * A person's token balance and every movement of it. Nothing is erased: the ledger is a tax record
 * and holds no personal data of its own; once the account is erased it points at a nameless row.
 */
@Injectable()
export class TokensPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'tokenAccount',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const [row]: Record<string, unknown>[] = await this.dataSource.query(
          `SELECT free_balance AS "freeBalance", premium_balance AS "premiumBalance"
             FROM token_accounts WHERE user_id = $1`,
          [userId],
        );
        return row ?? null;
      },
    });
    this.registry.register({
      key: 'tokenLedger',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.ledgerOf(userId),
    });
  }

  private async *ledgerOf(userId: string): AsyncIterable<unknown> {
    let after = '0';
    for (;;) {
      const rows: Record<string, unknown>[] & { seq: string }[] = await this.dataSource.query(
        `SELECT seq, id, kind, bucket, delta, balance_after AS "balanceAfter", offer_id AS "offerId",
                application_id AS "applicationId", product_id AS "productId", refund_of AS "refundOf",
                purchase_id AS "purchaseId", created_at AS "createdAt"
           FROM token_ledger WHERE user_id = $1 AND seq > $2 ORDER BY seq LIMIT ${LEDGER_PAGE}`,
        [userId, after],
      );
      for (const { seq: _seq, ...entry } of rows) yield entry;
      if (rows.length < LEDGER_PAGE) return;
      after = rows[rows.length - 1].seq;
    }
  }
}
