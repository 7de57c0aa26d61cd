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
   * The owning institution awards one application. In one transaction: the offer closes (a conditional
   * UPDATE that lets one award through and makes concurrent ones fail fast with 409), the application
   * becomes awarded (the partial unique index `applications_one_award_per_offer` makes a second award
   * impossible whatever the code path), every other application becomes rejected, and the events follow.
   */
  async award(institution: User, applicationId: string): Promise<ApplicationResponse> {
    try {
      return await this.dataSource.transaction(async (tx) => {
        // The happy path in one statement: the offer closes only if it is this institution's, approved and
        // open, and the application is still in review. Concurrent awards queue on the offer row; once the
        // first commits, the others find it closed and get 409 without touching any application.
        const [offer]: Pick<OfferRow, 'id' | 'title' | 'institution_name'>[] = await rowsOf(
          tx,
          `UPDATE job_offers o SET closed_at = now(), closed_reason = 'awarded', updated_at = now()
             FROM applications a, users u
            WHERE a.id = $1 AND o.id = a.job_offer_id AND o.institution_id = $2 AND u.id = o.institution_id
              AND a.status = 'submitted' AND o.status = 'approved' AND o.closed_at IS NULL
            RETURNING o.id, o.title, COALESCE(NULLIF(btrim(u.institution_name), ''), u.name) AS institution_name`,
          [applicationId, institution.id],
        );
        if (!offer) throw await this.whyNotAwardable(tx, institution, applicationId);
        // The chosen application is awarded and every other one in review rejected, in one statement.
        const decided: ApplicationRow[] = await rowsOf(
          tx,
          `UPDATE applications
              SET status = CASE WHEN id = $2 THEN 'awarded' ELSE 'rejected' END,
                  awarded_at = CASE WHEN id = $2 THEN now() END,
                  read_at = CASE WHEN id = $2 THEN COALESCE(read_at, now()) ELSE read_at END,
                  updated_at = now()
            WHERE job_offer_id = $1 AND status = 'submitted'
            RETURNING ${APPLICATION_COLUMNS.replace(/a\./g, '')}`,
          [offer.id, applicationId],
        );
        const awarded = decided.find((a) => a.id === applicationId);
        if (!awarded) throw new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
        await this.outbox.add(tx, 'application.awarded', {
          applicationId,
          offerId: offer.id,
          professionalId: awarded.professional_id,
          institutionId: institution.id,
          offerTitle: offer.title,
          institutionName: offer.institution_name,
          awardedAt: awarded.awarded_at!.toISOString(),
        });
        for (const o of decided.filter((a) => a.id !== applicationId)) {
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

  /** Why an award did not go through: 404, 403, or 409 with what happened to the offer. */
  private async whyNotAwardable(tx: EntityManager, institution: User, applicationId: string): Promise<AppError> {
    try {
      const application = await this.findForOwner(tx, institution, applicationId);
      if (application.closed_reason === 'awarded') return new AppError(ErrorCode.Conflict, MARKET_MSG.alreadyAwarded);
      if (application.closed_reason) return new AppError(ErrorCode.Conflict, MARKET_MSG.offerClosed);
      return new AppError(ErrorCode.Conflict, application.status === 'submitted' ? MARKET_MSG.offerNotApproved : MARKET_MSG.applicationNotSubmitted);
    } catch (e) {
      return e as AppError;
    }
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
