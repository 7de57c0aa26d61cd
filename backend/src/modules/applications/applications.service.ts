import { Injectable } from '@nestjs/common';
import {
  ApplicationResponse,
  CreateApplicationDto,
  ErrorCode,
  MARKET_MSG,
  MyApplicationResponse,
  OfferApplicationEntry,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/outbox/outbox.service';
import type { OfferRow } from '../offers/offer-row';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { APPLICATION_COLUMNS, ApplicationRow, EntryRow, MyApplicationRow, toApplicationResponse, toEntry, toMyApplication } from './application-row';
import { rowsOf } from '../marketplace/sql';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown, constraint: string) =>
  (e as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION && (e as { constraint?: string }).constraint === constraint;

/** Applications (DESIGN §5): one per professional per offer, one token each; exactly one award per offer. */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly tokens: TokensService,
  ) {}

  /**
   * A validated professional applies to an approved, open offer. The application, its token spend and
   * `application.submitted` commit together; a second application to the same offer or no token left
   * rolls everything back.
   */
  async apply(professional: User, dto: CreateApplicationDto): Promise<ApplicationResponse> {
    if (dto.professionalId && dto.professionalId !== professional.id) {
      throw new AppError(ErrorCode.Forbidden, 'Solo puedes postular en tu propio nombre.');
    }
    return this.dataSource.transaction(async (tx) => {
      // FOR SHARE: an award or a close of this offer waits for this application, and vice versa.
      const [offer]: Pick<OfferRow, 'id' | 'status' | 'closed_at' | 'institution_id'>[] = await tx.query(
        `SELECT id, status, closed_at, institution_id FROM job_offers WHERE id = $1 FOR SHARE`,
        [dto.jobOfferId],
      );
      if (!offer || offer.status !== 'approved') throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
      if (offer.closed_at) throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotOpen);
      const [inserted]: ApplicationRow[] = await tx.query(
        `INSERT INTO applications (job_offer_id, professional_id, cover_letter, proposed_rate) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT applications_one_per_professional DO NOTHING
         RETURNING ${APPLICATION_COLUMNS.replace(/a\./g, '')}`,
        [offer.id, professional.id, dto.coverLetter.trim(), dto.proposedRate ?? null],
      );
      if (!inserted) throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyApplied);
      const spent = await this.tokens.spend(tx, professional.id, 'spend_apply', { offerId: offer.id, applicationId: inserted.id });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToApply);
      await tx.query(`UPDATE applications SET spend_id = $2 WHERE id = $1`, [inserted.id, spent.ledgerId]);
      await this.outbox.add(tx, 'application.submitted', {
        applicationId: inserted.id,
        offerId: offer.id,
        professionalId: professional.id,
        institutionId: offer.institution_id,
      });
      return toApplicationResponse(inserted);
    });
  }

  /** 'Mis Postulaciones': the professional's applications, newest first, with their offers. */
  async listMine(professionalId: string): Promise<MyApplicationResponse[]> {
    const rows: MyApplicationRow[] = await this.dataSource.query(
      `SELECT ${APPLICATION_COLUMNS}, o.title, o.service_type, o.modality, o.location, o.payment, o.closed_at, o.status AS offer_status,
              COALESCE(NULLIF(btrim(u.institution_name), ''), u.name) AS institution_name
         FROM applications a JOIN job_offers o ON o.id = a.job_offer_id JOIN users u ON u.id = o.institution_id
        WHERE a.professional_id = $1 ORDER BY a.created_at DESC`,
      [professionalId],
    );
    return rows.map(toMyApplication);
  }

  /** The offer's applications with their professionals: the owning institution (or an admin) only. */
  async listForOffer(viewer: User, offerId: string): Promise<OfferApplicationEntry[]> {
    await this.assertOwner(this.dataSource.manager, viewer, offerId, { adminsToo: true });
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${APPLICATION_COLUMNS}, p.name AS p_name, p.email AS p_email, p.specialty AS p_specialty,
              p.rating_avg AS p_rating_avg, p.rating_count AS p_rating_count
         FROM applications a JOIN users p ON p.id = a.professional_id
        WHERE a.job_offer_id = $1 ORDER BY (a.status = 'awarded') DESC, a.created_at ASC`,
      [offerId],
    );
    return rows.map(toEntry);
  }

  /** The owning institution opened an application: the applicant sees 'Leída por la institución' live. */
  async markRead(institution: User, applicationId: string): Promise<ApplicationResponse> {
    return this.dataSource.transaction(async (tx) => {
      const application = await this.findForOwner(tx, institution, applicationId);
      if (application.read_at) return toApplicationResponse(application);
      const [updated]: ApplicationRow[] = await rowsOf(
        tx,
        `UPDATE applications SET read_at = now() WHERE id = $1 AND read_at IS NULL RETURNING ${APPLICATION_COLUMNS.replace(/a\./g, '')}`,
        [applicationId],
      );
      if (!updated) return toApplicationResponse(application);
      await this.outbox.add(tx, 'application.read', {
        applicationId,
        offerId: updated.job_offer_id,
        professionalId: updated.professional_id,
        readAt: updated.read_at!.toISOString(),
      });
      return toApplicationResponse(updated);
    });
  }

  /** Opening the offer's screen marks all its applications read at once. */
  async markAllRead(institution: User, offerId: string): Promise<{ updated: number }> {
    return this.dataSource.transaction(async (tx) => {
      await this.assertOwner(tx, institution, offerId);
      const updated: ApplicationRow[] = await rowsOf(
        tx,
        `UPDATE applications SET read_at = now() WHERE job_offer_id = $1 AND read_at IS NULL RETURNING id, job_offer_id, professional_id, read_at`,
        [offerId],
      );
      for (const a of updated) {
        await this.outbox.add(tx, 'application.read', { applicationId: a.id, offerId, professionalId: a.professional_id, readAt: a.read_at!.toISOString() });
      }
      return { updated: updated.length };
    });
  }

  /**
   * The owning institution awards one application (DESIGN §5). In one transaction: the offer row is locked
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
      return await this.dataSource.transaction(async (tx) => {
        const offer = await this.lockOfferToAward(tx, institution, applicationId);
        const [awarded]: ApplicationRow[] = await rowsOf(
          tx,
          `UPDATE applications SET status = 'awarded', awarded_at = now(), read_at = COALESCE(read_at, now()), updated_at = now()
            WHERE id = $1 AND status = 'submitted'
            RETURNING ${APPLICATION_COLUMNS.replace(/a\./g, '')}`,
          [applicationId],
        );
        if (!awarded) throw new AppError(ErrorCode.Conflict, MARKET_MSG.applicationNotSubmitted);
        await tx.query(`UPDATE job_offers SET closed_at = now(), closed_reason = 'awarded', updated_at = now() WHERE id = $1`, [offer.id]);
        const rejected: ApplicationRow[] = await rowsOf(
          tx,
          `UPDATE applications SET status = 'rejected', updated_at = now() WHERE job_offer_id = $1 AND status = 'submitted'
            RETURNING ${APPLICATION_COLUMNS.replace(/a\./g, '')}`,
          [offer.id],
        );
        await this.outbox.add(tx, 'application.awarded', {
          applicationId,
          offerId: offer.id,
          professionalId: awarded.professional_id,
          institutionId: institution.id,
          offerTitle: offer.title,
          institutionName: offer.institution_name,
          awardedAt: awarded.awarded_at!.toISOString(),
        });
        for (const o of rejected) {
          await this.outbox.add(tx, 'application.rejected', { applicationId: o.id, offerId: offer.id, professionalId: o.professional_id, reason: 'awarded_other', refunded: false });
        }
        // No separate offer.closed here: application.awarded says the offer closed (one job less per award).
        return toApplicationResponse(awarded);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'applications_one_award_per_offer')) throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
      throw e;
    }
  }

  /**
   * The application's offer, locked until the award commits or rolls back: 404 or 403 for the wrong
   * application or institution, 409 when the offer is already awarded, closed or not approved.
   * FOR NO KEY UPDATE also waits for applications in flight (they hold the offer FOR SHARE).
   */
  private async lockOfferToAward(
    tx: EntityManager,
    institution: User,
    applicationId: string,
  ): Promise<Pick<OfferRow, 'id' | 'title' | 'institution_name'>> {
    const application = await this.findForOwner(tx, institution, applicationId);
    const [offer]: Pick<OfferRow, 'id' | 'title' | 'institution_name' | 'status' | 'closed_at' | 'closed_reason'>[] = await tx.query(
      `SELECT o.id, o.title, o.status, o.closed_at, o.closed_reason, COALESCE(NULLIF(btrim(u.institution_name), ''), u.name) AS institution_name
         FROM job_offers o JOIN users u ON u.id = o.institution_id
        WHERE o.id = $1 FOR NO KEY UPDATE OF o`,
      [application.job_offer_id],
    );
    if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
    if (offer.closed_reason === 'awarded') throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
    if (offer.closed_at) throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerClosed);
    if (offer.status !== 'approved') throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotApproved);
    return offer;
  }

  private async findForOwner(tx: EntityManager, institution: User, applicationId: string): Promise<ApplicationRow & Pick<OfferRow, 'closed_reason'>> {
    const [row]: (ApplicationRow & Pick<OfferRow, 'institution_id' | 'closed_reason'>)[] = await tx.query(
      `SELECT ${APPLICATION_COLUMNS}, o.institution_id, o.closed_reason FROM applications a JOIN job_offers o ON o.id = a.job_offer_id WHERE a.id = $1`,
      [applicationId],
    );
    if (!row) throw new AppError(ErrorCode.NotFound, MARKET_MSG.applicationNotFound);
    if (row.institution_id !== institution.id) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
    return row;
  }

  private async assertOwner(tx: EntityManager, viewer: User, offerId: string, options: { adminsToo?: boolean } = {}): Promise<void> {
    const [offer]: { institution_id: string }[] = await tx.query(`SELECT institution_id FROM job_offers WHERE id = $1`, [offerId]);
    if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    if (offer.institution_id !== viewer.id && !(options.adminsToo && viewer.isAdmin)) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
  }
}
