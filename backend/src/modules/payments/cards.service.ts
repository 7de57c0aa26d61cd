import { Inject, Injectable, Logger } from '@nestjs/common';
import { CardInscriptionResponse, CardResponse, ErrorCode, PLAN_MSG, PRIVACY_MSG } from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import type { User } from '../users/entities/user.entity';
import { PaymentCard } from './entities/payment-card.entity';
import { Subscription } from './entities/subscription.entity';
import { SubscriptionsService } from './subscriptions.service';
import { TransbankClient } from './transbank.client';
import { field } from './transbank-fields';

/** What Transbank sends the browser back with after its card form (POST fields or GET query). */
export interface OneclickReturn {
  TBK_TOKEN?: unknown;
}

const LIVE = ['pending', 'active', 'past_due'] as const;

/** Transbank's answer that it has no such transaction: the card is gone there already. */
const notFoundAtBank = (e: Error) => /status code (404|422)/.test(e.message);

/**
 * The cards Oneclick Mall keeps for plans (docs/decisions/payments.md): inscribed on Transbank's form,
 * one kept per person, removed at Transbank first. The only writer of `payment_cards`.
 */
@Injectable()
export class CardsService {
  private readonly logger = new Logger('Cards');

  constructor(
    @InjectRepository(PaymentCard) private readonly cards: Repository<PaymentCard>,
    @InjectRepository(Subscription) private readonly subscriptionRows: Repository<Subscription>,
    private readonly plans: SubscriptionsService,
    private readonly transbank: TransbankClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async startInscription(user: User): Promise<CardInscriptionResponse> {
    if (await this.cards.existsBy({ userId: user.id, status: 'active' }))
      throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardExists);
    let redirect: { token: string; url: string };
    try {
      redirect = await this.transbank.startInscription(
        user.id,
        user.email,
        `${this.config.PUBLIC_URL}/api/payments/oneclick/return`,
      );
    } catch (e) {
      this.logger.warn(`Oneclick inscription start: ${(e as Error).message}`);
      throw new AppError(ErrorCode.PaymentUnavailable, PLAN_MSG.providerUnavailable);
    }
    await this.cards.insert({ userId: user.id, status: 'pending', inscriptionToken: redirect.token });
    return { redirect };
  }

  /** The return from Transbank's card form: 'ok' or 'error', or null when the token is not ours. */
  async finishInscription(params: OneclickReturn): Promise<'ok' | 'error' | null> {
    const token = field(params.TBK_TOKEN, 64);
    if (!token) return null;
    const card = await this.cards.findOneBy({ inscriptionToken: token });
    if (!card) return null;
    if (card.status !== 'pending') return card.status === 'active' ? 'ok' : 'error';
    let answer;
    try {
      answer = await this.transbank.finishInscription(token);
    } catch (e) {
      this.logger.warn(`Oneclick inscription finish: ${(e as Error).message}`);
      answer = null;
    }
    if (answer?.response_code === 0 && field(answer.tbk_user, 64)) {
      try {
        const done = await this.cards.update(
          { id: card.id, status: 'pending' },
          {
            status: 'active',
            tbkUser: answer.tbk_user!,
            cardType: field(answer.card_type, 20) ?? 'Tarjeta',
            last4: answer.card_number?.slice(-4) ?? null,
          },
        );
        return done.affected
          ? 'ok'
          : (await this.cards.findOneBy({ id: card.id }))?.status === 'active'
            ? 'ok'
            : 'error';
      } catch (e) {
        // Another card of this person became active meanwhile: this one is given up at Transbank too.
        if (!isUniqueViolation(e)) throw e;
        await this.transbank.deleteInscription(answer.tbk_user!, card.userId).catch(() => undefined);
      }
    }
    await this.cards.update({ id: card.id, status: 'pending' }, { status: 'failed' });
    return 'error';
  }

  async listCards(userId: string): Promise<CardResponse[]> {
    const rows = await this.cards.find({ where: { userId, status: 'active' }, order: { createdAt: 'DESC' } });
    return rows.map((c) => ({ id: c.id, cardType: c.cardType ?? 'Tarjeta', last4: c.last4 ?? '' }));
  }

  /** Removes the inscription at Transbank, then here; a card that pays a live plan stays. */
  async deleteCard(user: User, id: string): Promise<void> {
    const card = await this.cards.findOneBy({ id, userId: user.id, status: 'active' });
    if (!card) throw new AppError(ErrorCode.NotFound);
    if (await this.subscriptionRows.existsBy({ userId: user.id, status: In([...LIVE]), prepaid: false }))
      throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardInUse);
    try {
      await this.transbank.deleteInscription(card.tbkUser!, user.id);
    } catch (e) {
      this.logger.warn(`Oneclick inscription delete: ${(e as Error).message}`);
      throw new AppError(ErrorCode.PaymentUnavailable, PLAN_MSG.providerUnavailable);
    }
    await this.cards.delete({ id: card.id });
  }

  /**
   * Erasure, in its transaction: no plan is charged again, and every card goes at Transbank, then here.
   * A card Transbank still holds would be out of anyone's reach once the account is gone, so when
   * Transbank cannot be reached the whole erasure is refused (nothing changed) and the person retries.
   */
  async forgetCardsIn(tx: EntityManager, userId: string): Promise<void> {
    await this.plans.cancel(tx, userId);
    for (const card of await tx.findBy(PaymentCard, { userId })) {
      if (card.status === 'active') {
        try {
          await this.transbank.deleteInscription(card.tbkUser!, userId);
        } catch (e) {
          // Gone there already: an earlier try removed it and then rolled back here.
          if (!notFoundAtBank(e as Error)) {
            this.logger.warn(`Oneclick inscription delete on erasure: ${(e as Error).message}`);
            throw new AppError(ErrorCode.PaymentUnavailable, PRIVACY_MSG.cardNotRemoved);
          }
        }
      }
      await tx.delete(PaymentCard, { id: card.id });
    }
  }
}
