import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/**
 * What a person paid. The rows are accounting records and stay after an erasure; the card's last
 * digits, the one detail that points at the person, go.
 */
@Injectable()
export class PaymentsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'payments',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT id, kind, item_id AS "itemId", item_name AS "itemName", tokens, amount, status,
                  buy_order AS "buyOrder", authorization_code AS "authorizationCode", card_last4 AS "cardLast4",
                  created_at AS "createdAt", paid_at AS "paidAt", refunded_at AS "refundedAt"
             FROM payments WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        ),
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`UPDATE payments SET card_last4 = NULL WHERE user_id = $1`, [userId]);
      },
    });
  }
}
