import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AccountType,
  AdminOffersResponse,
  AdminPendingCountsResponse,
  CreateOfferDto,
  DEFAULT_OFFER_DURATION_MINUTES,
  ErrorCode,
  JobOfferResponse,
  MARKET_MSG,
  MyOfferResponse,
  OffersQueryDto,
  UpdateOfferStatusDto,
} from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/outbox/outbox.service';
import type { User } from '../users/entities/user.entity';
import { TokensService } from '../tokens/tokens.service';
import { OFFER_COLUMNS, OFFER_COUNT_COLUMNS, OFFER_FROM, OfferRow, toMyOfferResponse, toOfferResponse } from './offer-row';
import { rowsOf } from '../marketplace/sql';

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

/** Job offers (DESIGN §5): pending → approved | rejected by an admin; approved offers close once, awarded or not. */
@Injectable()
export class OffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly tokens: TokensService,
  ) {}

  /** A validated institution publishes: the offer, its token spend and `offer.submitted` commit together. */
  async create(institution: User, dto: CreateOfferDto): Promise<MyOfferResponse> {
    const id = randomUUID();
    const o = clean(dto);
    await this.dataSource.transaction(async (tx) => {
      const spent = await this.tokens.spend(tx, institution.id, 'spend_publish', { offerId: id });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToPublish);
      await tx.query(
        `INSERT INTO job_offers (id, institution_id, title, description, service_type, modality, location, payment, duration, requirements, scheduled_date, publish_spend_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [id, institution.id, o.title, o.description, o.serviceType, o.modality, o.location, o.payment, o.duration, o.requirements, o.scheduledDate, spent.ledgerId],
      );
      await this.outbox.add(tx, 'offer.submitted', { offerId: id, institutionId: institution.id });
    });
    return this.findMine(institution.id, id);
  }

  /** 'Editar y reenviar': a rejected offer, corrected, goes back to review and spends a token again. */
  async resubmit(institution: User, offerId: string, dto: CreateOfferDto): Promise<MyOfferResponse> {
    const o = clean(dto);
    await this.dataSource.transaction(async (tx) => {
      const offer = await this.lockOwned(tx, institution.id, offerId);
      if (offer.status !== 'rejected') throw new AppError(ErrorCode.Conflict, MARKET_MSG.onlyRejectedEditable);
      const spent = await this.tokens.spend(tx, institution.id, 'spend_publish', { offerId });
      if (!spent) throw new AppError(ErrorCode.NoTokens, MARKET_MSG.noTokensToPublish);
      await tx.query(
        `UPDATE job_offers SET title = $2, description = $3, service_type = $4, modality = $5, location = $6, payment = $7,
                duration = $8, requirements = $9, scheduled_date = $10, status = 'pending', rejection_reason = NULL,
                reviewed_by = NULL, reviewed_at = NULL, publish_spend_id = $11, updated_at = now()
          WHERE id = $1`,
        [offerId, o.title, o.description, o.serviceType, o.modality, o.location, o.payment, o.duration, o.requirements, o.scheduledDate, spent.ledgerId],
      );
      await this.outbox.add(tx, 'offer.submitted', { offerId, institutionId: institution.id, resubmitted: true });
    });
    return this.findMine(institution.id, offerId);
  }

  /** Admin review of a pending offer; a rejection gives the publishing token back in the same transaction. */
  async review(admin: User, offerId: string, dto: UpdateOfferStatusDto): Promise<JobOfferResponse> {
    await this.dataSource.transaction(async (tx) => {
      const [offer]: OfferRow[] = await tx.query(`SELECT * FROM job_offers WHERE id = $1 FOR UPDATE`, [offerId]);
      if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
      if (offer.status !== 'pending') throw new AppError(ErrorCode.Conflict, MARKET_MSG.offerNotPending);
      if (dto.status === 'approved') {
        await tx.query(`UPDATE job_offers SET status = 'approved', reviewed_by = $2, reviewed_at = now(), updated_at = now() WHERE id = $1`, [offerId, admin.id]);
        await this.outbox.add(tx, 'offer.approved', { offerId, institutionId: offer.institution_id });
        return;
      }
      const reason = (dto.rejectionReason ?? '').trim();
      await tx.query(
        `UPDATE job_offers SET status = 'rejected', rejection_reason = $3, reviewed_by = $2, reviewed_at = now(), updated_at = now() WHERE id = $1`,
        [offerId, admin.id, reason],
      );
      if (offer.publish_spend_id) await this.tokens.refund(tx, offer.publish_spend_id, 'refund_offer_rejected');
      await this.outbox.add(tx, 'offer.rejected', { offerId, institutionId: offer.institution_id, reason });
    });
    return this.findOne(admin, offerId);
  }

  /**
   * 'Cerrar sin adjudicar': the institution closes an approved, open offer. Its applicants never pay for an
   * offer that could not hire them: each gets the token back (ledger row) and is told (event → notification).
   */
  async closeWithoutAward(institution: User, offerId: string): Promise<MyOfferResponse> {
    await this.dataSource.transaction(async (tx) => {
      const offer = await this.lockOwned(tx, institution.id, offerId);
      if (offer.status !== 'approved' || offer.closed_at) throw new AppError(ErrorCode.Conflict, MARKET_MSG.onlyApprovedClosable);
      await tx.query(`UPDATE job_offers SET closed_at = now(), closed_reason = 'closed_without_award', updated_at = now() WHERE id = $1`, [offerId]);
      const applicants: { id: string; professional_id: string; spend_id: string | null }[] = await rowsOf(
        tx,
        `UPDATE applications SET status = 'rejected', refunded_at = now(), updated_at = now()
          WHERE job_offer_id = $1 AND status = 'submitted' RETURNING id, professional_id, spend_id`,
        [offerId],
      );
      for (const a of applicants) {
        const refunded = a.spend_id ? (await this.tokens.refund(tx, a.spend_id, 'refund_offer_closed')) !== null : false;
        await this.outbox.add(tx, 'application.rejected', {
          applicationId: a.id,
          offerId,
          professionalId: a.professional_id,
          reason: 'offer_closed',
          refunded,
        });
      }
      await this.outbox.add(tx, 'offer.closed', { offerId, institutionId: institution.id, reason: 'closed_without_award' });
    });
    return this.findMine(institution.id, offerId);
  }

  /** Approved, open offers (filters: service type, modality, location substring); admins see every offer. */
  async list(viewer: User, query: OffersQueryDto): Promise<JobOfferResponse[]> {
    const where: string[] = [];
    const params: unknown[] = [viewer.id];
    if (!viewer.isAdmin) where.push(`o.status = 'approved' AND o.closed_at IS NULL`);
    if (query.serviceType) where.push(`o.service_type = $${params.push(query.serviceType)}`);
    if (query.modality) where.push(`o.modality = $${params.push(query.modality)}`);
    if (query.location?.trim()) where.push(`o.location ILIKE $${params.push(`%${escapeLike(query.location.trim())}%`)}`);
    const rows: OfferRow[] = await this.dataSource.query(
      `SELECT ${OFFER_COLUMNS},
              EXISTS (SELECT 1 FROM applications a WHERE a.job_offer_id = o.id AND a.professional_id = $1) AS has_applied
         FROM ${OFFER_FROM}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY o.created_at DESC LIMIT 200`,
      params,
    );
    return rows.map((r) => toOfferResponse(viewer.accountType === AccountType.Profesional ? r : { ...r, has_applied: undefined }));
  }

  /** One offer: approved ones for any marketplace account; others only for their institution and admins. */
  async findOne(viewer: User, offerId: string): Promise<JobOfferResponse> {
    const [row]: OfferRow[] = await this.dataSource.query(
      `SELECT ${OFFER_COLUMNS},
              EXISTS (SELECT 1 FROM applications a WHERE a.job_offer_id = o.id AND a.professional_id = $2) AS has_applied
         FROM ${OFFER_FROM} WHERE o.id = $1`,
      [offerId, viewer.id],
    );
    const visible = row && (row.status === 'approved' || row.institution_id === viewer.id || viewer.isAdmin);
    if (!visible) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    return toOfferResponse(viewer.accountType === AccountType.Profesional ? row : { ...row, has_applied: undefined });
  }

  /** 'Mis Solicitudes': the institution's own offers with their application counts. */
  async listMine(institutionId: string): Promise<MyOfferResponse[]> {
    const rows: OfferRow[] = await this.dataSource.query(
      `SELECT ${OFFER_COLUMNS}, ${OFFER_COUNT_COLUMNS} FROM ${OFFER_FROM} WHERE o.institution_id = $1 ORDER BY o.created_at DESC`,
      [institutionId],
    );
    return rows.map(toMyOfferResponse);
  }

  async findMine(institutionId: string, offerId: string): Promise<MyOfferResponse> {
    const [row]: OfferRow[] = await this.dataSource.query(
      `SELECT ${OFFER_COLUMNS}, ${OFFER_COUNT_COLUMNS} FROM ${OFFER_FROM} WHERE o.id = $1 AND o.institution_id = $2`,
      [offerId, institutionId],
    );
    if (!row) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    return toMyOfferResponse(row);
  }

  /** 'Validar Ofertas': the three sections, oldest pending first. */
  async listForAdmin(): Promise<AdminOffersResponse> {
    const rows: OfferRow[] = await this.dataSource.query(`SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} ORDER BY o.created_at ASC`);
    const of = (status: string) => rows.filter((r) => r.status === status).map(toOfferResponse);
    return { pending: of('pending'), approved: of('approved').reverse(), rejected: of('rejected').reverse() };
  }

  /** Accounts and offers waiting for an admin (the /admin cards). */
  async pendingCounts(): Promise<AdminPendingCountsResponse> {
    const [row]: { users: number; offers: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM users WHERE is_validated = false AND account_type IN ('profesional', 'institucion')) AS users,
              (SELECT count(*)::int FROM job_offers WHERE status = 'pending') AS offers`,
    );
    return { users: row!.users, offers: row!.offers };
  }

  /** The offer row locked for a change by its institution: 404 when missing, 403 when it is another's. */
  private async lockOwned(tx: EntityManager, institutionId: string, offerId: string): Promise<OfferRow> {
    const [offer]: OfferRow[] = await tx.query(`SELECT * FROM job_offers WHERE id = $1 FOR UPDATE`, [offerId]);
    if (!offer) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    if (offer.institution_id !== institutionId) throw new AppError(ErrorCode.Forbidden, MARKET_MSG.notYourOffer);
    return offer;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
