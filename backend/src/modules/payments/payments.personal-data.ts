import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_EARLY, ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { CardsService } from './cards.service';

/**
 * What a person paid, the card Oneclick keeps for them and their monthly plans. The payments are
 * accounting records and stay after an erasure without the card's last digits; the card goes, at
 * Transbank too, and no plan is charged again. Oneclick's tbk_user is a key, never exported.
 */
@Injectable()
export class PaymentsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly cards: CardsService,
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
    this.registry.register({
      key: 'paymentCards',
      // Early: when Transbank cannot be reached the erasure stops before most of its work.
      eraseOrder: ERASE_EARLY,
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT id, status, card_type AS "cardType", last4, created_at AS "createdAt"
             FROM payment_cards WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        ),
      eraseFor: ({ tx, userId }) => this.cards.forgetCardsIn(tx, userId),
    });
    this.registry.register({
      key: 'subscriptions',
      eraseOrder: ERASE_NORMAL,
      // Ended with the cards above; the rows stay, as the payments they explain.
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT id, plan_id AS "planId", status, started_at AS "startedAt", next_charge_at AS "nextChargeAt",
                  next_plan_id AS "nextPlanId", ended_at AS "endedAt", end_reason AS "endReason"
             FROM subscriptions WHERE user_id = $1 ORDER BY started_at`,
          [userId],
        ),
    });
  }
}
