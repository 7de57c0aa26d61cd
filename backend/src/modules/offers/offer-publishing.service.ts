import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CreateOfferDto,
  DEFAULT_OFFER_DURATION_MINUTES,
  ErrorCode,
  JobOfferResponse,
  MARKET_MSG,
  MyOfferResponse,
  PRIVACY_MSG,
  UpdateOfferStatusDto,
} from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { JobOffer } from './entities/job-offer.entity';
import { OffersService } from './offers.service';
import { lockOwnedOffer } from './owned-offer';

const clean = (dto: CreateOfferDto) => ({
  title: dto.title.trim(),
  description: dto.description.trim(),
  serviceType: dto.serviceType,
  modality: dto.modality,
  location: dto.location.trim(),
  payment: dto.payment,
  duration: dto.duration ?? DEFAULT_OFFER_DURATION_MINUTES,
  requirements: dto.requirements?.trim() || null,
  scheduledDate: dto.scheduledDate || null,
});

/**
 * Publishing offers and their review (docs/decisions/marketplace-and-tokens.md): each publication spends
 * a token, and a rejection (by an admin, or an erased institution's withdrawal) gives it back.
 */
@Injectable()
export class OfferPublishingService {
  constructor(
    @InjectRepository(JobOffer) private readonly offers: Repository<JobOffer>,
    private readonly outbox: OutboxService,
    private readonly tokens: TokensService,
    private readonly reads: OffersService,
  ) {}

  /** A validated institution publishes: the offer, its token spend and `offer.submitted` commit together. */
  async create(institution: User, dto: CreateOfferDto): Promise<MyOfferResponse> {
    const id = randomUUID();
    await this.offers.manager.transaction(async (tx) => {
      const spent = await this.tokens.spend(tx, institution.id, 'spend_publish', { offerId: id });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToPublish);
      await tx.insert(JobOffer, { id, institutionId: institution.id, ...clean(dto), publishSpendId: spent.ledgerId });
      await this.outbox.add(tx, 'offer.submitted', { offerId: id, institutionId: institution.id, resubmitted: false });
    });
    return this.reads.findMine(institution.id, id);
  }

  /** 'Editar y reenviar': a rejected offer, corrected, goes back to review and spends a token again. */
  async resubmit(institution: User, offerId: string, dto: CreateOfferDto): Promise<MyOfferResponse> {
    await this.offers.manager.transaction(async (tx) => {
      const offer = await lockOwnedOffer(tx, institution.id, offerId);
      if (offer.status !== 'rejected') throw new AppError(ErrorCode.Conflict, MARKET_MSG.onlyRejectedEditable);
      const spent = await this.tokens.spend(tx, institution.id, 'spend_publish', { offerId });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToPublish);
      await tx.update(
        JobOffer,
        { id: offerId },
        {
          ...clean(dto),
          status: 'pending',
          rejectionReason: null,
          reviewedBy: null,
          reviewedAt: null,
          publishSpendId: spent.ledgerId,
        },
      );
      await this.outbox.add(tx, 'offer.submitted', { offerId, institutionId: institution.id, resubmitted: true });
    });
    return this.reads.findMine(institution.id, offerId);
  }

  /** Admin review of a pending offer; a rejection gives the publishing token back in the same transaction. */
  async review(admin: User, offerId: string, dto: UpdateOfferStatusDto): Promise<JobOfferResponse> {
    await this.offers.manager.transaction(async (tx) => {
      const offer = await tx.findOne(JobOffer, { where: { id: offerId }, lock: { mode: 'pessimistic_write' } });
      if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
      if (offer.status !== 'pending') throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotPending);
      if (dto.status === 'approved') {
        await tx.update(
          JobOffer,
          { id: offerId },
          { status: 'approved', reviewedBy: admin.id, reviewedAt: () => 'now()' },
        );
        await this.outbox.add(tx, 'offer.approved', { offerId, institutionId: offer.institutionId });
        return;
      }
      const reason = (dto.rejectionReason ?? '').trim();
      await tx.update(
        JobOffer,
        { id: offerId },
        { status: 'rejected', rejectionReason: reason, reviewedBy: admin.id, reviewedAt: () => 'now()' },
      );
      if (offer.publishSpendId) await this.tokens.refund(tx, offer.publishSpendId, 'refund_offer_rejected');
      await this.outbox.add(tx, 'offer.rejected', { offerId, institutionId: offer.institutionId, reason });
    });
    return this.reads.findOne(admin, offerId);
  }

  /**
   * An erased institution's offers still waiting for review leave the queue as rejected, each with its
   * publishing token given back, as an admin's rejection would.
   */
  async withdrawPendingOf(tx: EntityManager, institutionId: string): Promise<void> {
    const pending = await tx.find(JobOffer, {
      where: { institutionId, status: 'pending' },
      lock: { mode: 'pessimistic_write' },
    });
    const reason = PRIVACY_MSG.offerWithdrawn;
    for (const offer of pending) {
      await tx.update(JobOffer, { id: offer.id }, { status: 'rejected', rejectionReason: reason });
      if (offer.publishSpendId) await this.tokens.refund(tx, offer.publishSpendId, 'refund_offer_rejected');
      await this.outbox.add(tx, 'offer.rejected', { offerId: offer.id, institutionId, reason });
    }
  }
}
