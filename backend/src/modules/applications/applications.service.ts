import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ApplicationResponse,
  CreateApplicationDto,
  ErrorCode,
  MARKET_MSG,
  MyApplicationResponse,
  OfferApplicationEntry,
  SAFETY_MSG,
} from '@conectando/contracts';
import { IsNull, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import { entitiesOf } from '../../infra/database/sql';
import { blockedBetween, excludeBlocked } from '../safety/blocks.service';
import { OffersService } from '../offers/offers.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { assertOfferOwner, findForOwner } from './application-ownership';
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

  /** Whether one of the two awarded an offer to the other: the chat then no longer warns about contact. */
  async haveAward(a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await this.applications.query(
      `SELECT 1 FROM applications ap JOIN job_offers o ON o.id = ap.job_offer_id
        WHERE ap.status = 'awarded'
          AND ((ap.professional_id = $1 AND o.institution_id = $2) OR (ap.professional_id = $2 AND o.institution_id = $1))
        LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }

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
      if (await blockedBetween(tx, professional.id, offer.institutionId))
        throw new AppError(ErrorCode.Forbidden, SAFETY_MSG.cannotApply);
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
    await assertOfferOwner(this.offers, this.applications.manager, viewer, offerId, { adminsToo: true });
    // A professional the institution blocked (or who blocked it) is gone from its list; an admin sees all.
    const applications = await excludeBlocked(
      this.applications.createQueryBuilder('a').where('a.job_offer_id = :offerId', { offerId }),
      'a.professional_id',
      viewer.isAdmin ? undefined : viewer.id,
    )
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
      const application = await findForOwner(this.offers, tx, institution, applicationId);
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
      await assertOfferOwner(this.offers, tx, institution, offerId);
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
}
