import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ApplicationResponse,
  CreateApplicationDto,
  ErrorCode,
  MARKET_MSG,
  MyApplicationResponse,
  MyOfferResponse,
  OfferApplicationEntry,
  PRIVACY_MSG,
} from '@conectando/contracts';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { entitiesOf } from '../../infra/database/sql';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { OffersService } from '../offers/offers.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { toApplicationResponse, toEntry, toMyApplication } from './applications.mapper';
import { Application } from './entities/application.entity';

/** Applications (docs/decisions/marketplace-and-tokens.md): one per professional per offer, one token each; exactly one award per offer. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectRepository(Application) private readonly applications: Repository<Application>,
    private readonly outbox: OutboxService,
    private readonly tokens: TokensService,
    private readonly offers: OffersService,
    private readonly users: UsersService,
  ) {}

  /** The offer's title and its application counts, as its institution's screens show them. */
  async offerCounts(offerId: string): Promise<{ total: number; unread: number; title: string } | undefined> {
    const title = await this.offers.titleOf(offerId);
    if (title === undefined) return undefined;
    const [total, unread] = await Promise.all([
      this.applications.countBy({ jobOfferId: offerId }),
      this.applications.countBy({ jobOfferId: offerId, readAt: IsNull() }),
    ]);
    return { total, unread, title };
  }

  /**
   * A validated professional applies to an approved, open offer. The application, its token spend and
   * `application.submitted` commit together; a second application to the same offer or no token left
   * rolls everything back.
   */
  async apply(professional: User, dto: CreateApplicationDto): Promise<ApplicationResponse> {
    if (dto.professionalId && dto.professionalId !== professional.id) {
      throw new AppError(ErrorCode.Forbidden, MARKET_MSG.ownApplicationOnly);
    }
    return this.applications.manager.transaction(async (tx) => {
      // Held FOR SHARE: an award or a close of this offer waits for this application, and vice versa.
      const offer = await this.offers.lockForApplication(tx, dto.jobOfferId);
      if (!offer || offer.status !== 'approved') throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
      if (offer.closedAt) throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotOpen);
      // The unique constraint decides between two applications at once: the second inserts nothing.
      const [inserted] = await entitiesOf(
        tx,
        Application,
        `INSERT INTO applications (job_offer_id, professional_id, cover_letter, proposed_rate) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT applications_one_per_professional DO NOTHING
         RETURNING *`,
        [offer.id, professional.id, dto.coverLetter.trim(), dto.proposedRate ?? null],
      );
      if (!inserted) throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyApplied);
      const spent = await this.tokens.spend(tx, professional.id, 'spend_apply', {
        offerId: offer.id,
        applicationId: inserted.id,
      });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToApply);
      await tx.query(`UPDATE applications SET spend_id = $2 WHERE id = $1`, [inserted.id, spent.ledgerId]);
      await this.outbox.add(tx, 'application.submitted', {
        applicationId: inserted.id,
        offerId: offer.id,
        professionalId: professional.id,
        institutionId: offer.institutionId,
      });
      return toApplicationResponse(inserted);
    });
  }

  /** The two sides of an awarded application (its professional and the offer's institution), or null. */
  async awardedParties(applicationId: string): Promise<{ professionalId: string; institutionId: string } | null> {
    const [row] = await this.applications.query<{ professional_id: string; institution_id: string }[]>(
      `SELECT a.professional_id, o.institution_id FROM applications a JOIN job_offers o ON o.id = a.job_offer_id
        WHERE a.id = $1 AND a.status = 'awarded'`,
      [applicationId],
    );
    return row ? { professionalId: row.professional_id, institutionId: row.institution_id } : null;
  }

  /** Awarded applications `userId` took part in (either side), newest first: what they may review. */
  async awardedWith(userId: string, limit = 20): Promise<{ applicationId: string; otherId: string }[]> {
    const rows = await this.applications.query<{ id: string; other_id: string }[]>(
      `SELECT a.id, CASE WHEN a.professional_id = $1 THEN o.institution_id ELSE a.professional_id END AS other_id
         FROM applications a JOIN job_offers o ON o.id = a.job_offer_id
        WHERE a.status = 'awarded' AND (a.professional_id = $1 OR o.institution_id = $1)
        ORDER BY a.awarded_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => ({ applicationId: r.id, otherId: r.other_id }));
  }

  /** 'Mis Postulaciones': the professional's applications, newest first, with their offers. */
  async listMine(professionalId: string): Promise<MyApplicationResponse[]> {
    const applications = await this.applications.find({ where: { professionalId }, order: { createdAt: 'DESC' } });
    const offers = await this.offers.factsOf(applications.map((a) => a.jobOfferId));
    return applications.map((a) => toMyApplication(a, offers.get(a.jobOfferId)!));
  }

  /** The offer's applications with their professionals: the owning institution (or an admin) only. */
  async listForOffer(viewer: User, offerId: string): Promise<OfferApplicationEntry[]> {
    await this.assertOwner(this.applications.manager, viewer, offerId, { adminsToo: true });
    const applications = await this.applications
      .createQueryBuilder('a')
      .where('a.job_offer_id = :offerId', { offerId })
      .orderBy(`(a.status = 'awarded')`, 'DESC')
      .addOrderBy('a.createdAt', 'ASC')
      .getMany();
    const professionals = new Map(
      (await this.users.findByIds(applications.map((a) => a.professionalId))).map((p) => [p.id, p]),
    );
    return applications.map((a) => toEntry(a, professionals.get(a.professionalId)!));
  }

  /** The owning institution opened an application: the applicant sees 'Leída por la institución' live. */
  async markRead(institution: User, applicationId: string): Promise<ApplicationResponse> {
    return this.applications.manager.transaction(async (tx) => {
      const application = await this.findForOwner(tx, institution, applicationId);
      if (application.readAt) return toApplicationResponse(application);
      // Conditional: of two requests at once, one marks it read and records the event.
      const [updated] = await entitiesOf(
        tx,
        Application,
        `UPDATE applications SET read_at = now() WHERE id = $1 AND read_at IS NULL RETURNING *`,
        [applicationId],
      );
      if (!updated) return toApplicationResponse(application);
      await this.outbox.add(tx, 'application.read', {
        applicationId,
        offerId: updated.jobOfferId,
        professionalId: updated.professionalId,
        readAt: updated.readAt!.toISOString(),
      });
      return toApplicationResponse(updated);
    });
  }

  /** Opening the offer's screen marks all its applications read at once. */
  async markAllRead(institution: User, offerId: string): Promise<{ updated: number }> {
    return this.applications.manager.transaction(async (tx) => {
      await this.assertOwner(tx, institution, offerId);
      const updated = await entitiesOf(
        tx,
        Application,
        `UPDATE applications SET read_at = now() WHERE job_offer_id = $1 AND read_at IS NULL RETURNING *`,
        [offerId],
      );
      for (const a of updated) {
        await this.outbox.add(tx, 'application.read', {
          applicationId: a.id,
          offerId,
          professionalId: a.professionalId,
          readAt: a.readAt!.toISOString(),
        });
      }
      return { updated: updated.length };
    });
  }

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
    const application = await this.findForOwner(tx, institution, applicationId);
    const offer = await this.offers.lockForAward(tx, application.jobOfferId);
    if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
    if (offer.closedReason === 'awarded') throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
    if (offer.closedAt) throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerClosed);
    if (offer.status !== 'approved') throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotApproved);
    const names = await this.users.displayNames([offer.institutionId]);
    return { id: offer.id, title: offer.title, institutionName: names.get(offer.institutionId)! };
  }

  private async findForOwner(tx: EntityManager, institution: User, applicationId: string): Promise<Application> {
    const application = await tx.findOneBy(Application, { id: applicationId });
    if (!application) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
    if ((await this.offers.institutionOf(tx, application.jobOfferId)) !== institution.id)
      throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
    return application;
  }

  private async assertOwner(
    tx: EntityManager,
    viewer: User,
    offerId: string,
    options: { adminsToo?: boolean } = {},
  ): Promise<void> {
    const institutionId = await this.offers.institutionOf(tx, offerId);
    if (!institutionId) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    if (institutionId !== viewer.id && !(options.adminsToo && viewer.isAdmin))
      throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
  }
}
