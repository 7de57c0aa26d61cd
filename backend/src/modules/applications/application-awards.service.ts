import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ApplicationResponse,
  ErrorCode,
  MARKET_MSG,
  MyOfferResponse,
  PRIVACY_MSG,
  SAFETY_MSG,
} from '@conectando/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { entitiesOf } from '../../infra/database/sql';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { blockedBetween } from '../safety/blocks.service';
import { OffersService } from '../offers/offers.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { findForOwner } from './application-ownership';
import { toApplicationResponse } from './applications.mapper';
import { Application } from './entities/application.entity';

/**
 * How an offer's applications end (docs/decisions/marketplace-and-tokens.md): one awarded and the
 * others rejected, or all refunded when the offer closes without an award.
 */
@Injectable()
export class ApplicationAwardsService {
  constructor(
    @InjectRepository(Application) private readonly applications: Repository<Application>,
    private readonly outbox: OutboxService,
    private readonly tokens: TokensService,
    private readonly offers: OffersService,
    private readonly users: UsersService,
  ) {}

  /**
   * The owning institution awards one application (docs/decisions/marketplace-and-tokens.md). In one transaction: the offer row is locked
   * and checked (this institution's, approved, open), the application goes submitted → awarded, the offer
   * closes, every other application in review is rejected, and the events are recorded with them.
   *
   * "One award per offer" is the partial unique index `applications_one_award_per_offer`: any second
   * awarded row for an offer fails with 23505, answered as the same 409. The offer lock in front of it only
   * orders concurrent awards of one offer; the one that waited finds the offer closed and gets that 409
   * before writing. Without the lock the index alone would not give a 409 but a deadlock: two awards of
   * different applications would each hold their own application while the index makes one wait for the
   * other, and the first, rejecting the others, would wait for the second.
   */
  async award(institution: User, applicationId: string): Promise<ApplicationResponse> {
    try {
      return await this.applications.manager.transaction(async (tx) => {
        const offer = await this.lockOfferToAward(tx, institution, applicationId);
        const [awarded] = await entitiesOf(
          tx,
          Application,
          `UPDATE applications SET status = 'awarded', awarded_at = now(), read_at = COALESCE(read_at, now()), updated_at = now()
            WHERE id = $1 AND status = 'submitted' RETURNING *`,
          [applicationId],
        );
        if (!awarded) throw new AppError(ErrorCode.Conflict, MARKET_MSG.applicationNotSubmitted);
        // Nothing, an award included, goes from one to the other across a block (the rollback undoes it).
        if (await blockedBetween(tx, awarded.professionalId, institution.id))
          throw new AppError(ErrorCode.Forbidden, SAFETY_MSG.cannotAward);
        await this.offers.closeAwarded(tx, offer.id);
        const rejected = await entitiesOf(
          tx,
          Application,
          `UPDATE applications SET status = 'rejected', updated_at = now() WHERE job_offer_id = $1 AND status = 'submitted' RETURNING *`,
          [offer.id],
        );
        await this.outbox.add(tx, 'application.awarded', {
          applicationId,
          offerId: offer.id,
          professionalId: awarded.professionalId,
          institutionId: institution.id,
          offerTitle: offer.title,
          institutionName: offer.institutionName,
          awardedAt: awarded.awardedAt!.toISOString(),
        });
        for (const o of rejected) {
          await this.outbox.add(tx, 'application.rejected', {
            applicationId: o.id,
            offerId: offer.id,
            professionalId: o.professionalId,
            reason: 'awarded_other',
            refunded: false,
          });
        }
        // No separate offer.closed here: application.awarded says the offer closed (one job less per award).
        return toApplicationResponse(awarded);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'applications_one_award_per_offer'))
        throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
      throw e;
    }
  }

  /**
   * 'Cerrar sin adjudicar': the institution closes an approved, open offer. Its applicants never pay
   * for an offer that could not hire them: each gets the token back (ledger row) and is told (event →
   * notification), in the transaction that closes the offer.
   */
  async closeOfferWithoutAward(institution: User, offerId: string): Promise<MyOfferResponse> {
    await this.applications.manager.transaction((tx) => this.closeWithoutAward(tx, institution.id, offerId));
    return this.offers.findMine(institution.id, offerId);
  }

  /**
   * An erased account's part of the marketplace, in the erasure's transaction: an institution's open
   * offers close as 'Cerrar sin adjudicar' does (applicants refunded and told); a professional's
   * pending applications are withdrawn and every cover letter they wrote is erased.
   */
  async eraseFor(tx: EntityManager, userId: string): Promise<void> {
    for (const offerId of await this.offers.openOffersOf(tx, userId)) await this.closeWithoutAward(tx, userId, offerId);
    await tx.query(
      `UPDATE applications SET status = CASE WHEN status = 'submitted' THEN 'rejected' ELSE status END,
              cover_letter = $2, updated_at = now()
        WHERE professional_id = $1`,
      [userId, PRIVACY_MSG.deletedCoverLetter],
    );
  }

  private async closeWithoutAward(tx: EntityManager, institutionId: string, offerId: string): Promise<void> {
    await this.offers.closeWithoutAward(tx, institutionId, offerId);
    const applicants = await entitiesOf(
      tx,
      Application,
      `UPDATE applications SET status = 'rejected', refunded_at = now(), updated_at = now()
        WHERE job_offer_id = $1 AND status = 'submitted' RETURNING *`,
      [offerId],
    );
    for (const a of applicants) {
      const refunded = a.spendId ? (await this.tokens.refund(tx, a.spendId, 'refund_offer_closed')) !== null : false;
      await this.outbox.add(tx, 'application.rejected', {
        applicationId: a.id,
        offerId,
        professionalId: a.professionalId,
        reason: 'offer_closed',
        refunded,
      });
    }
  }

  /**
   * The application's offer, locked until the award commits or rolls back: 404 or 403 for the wrong
   * application or institution, 409 when the offer is already awarded, closed or not approved.
   */
  private async lockOfferToAward(
    tx: EntityManager,
    institution: User,
    applicationId: string,
  ): Promise<{ id: string; title: string; institutionName: string }> {
    const application = await findForOwner(this.offers, tx, institution, applicationId);
    const offer = await this.offers.lockForAward(tx, application.jobOfferId);
    if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
    if (offer.closedReason === 'awarded') throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
    if (offer.closedAt) throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerClosed);
    if (offer.status !== 'approved') throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotApproved);
    const names = await this.users.displayNames([offer.institutionId]);
    return { id: offer.id, title: offer.title, institutionName: names.get(offer.institutionId)! };
  }
}
