import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AccountType,
  AdminOffersResponse,
  ErrorCode,
  JobOfferResponse,
  MARKET_MSG,
  MyOfferResponse,
  OffersQueryDto,
} from '@conectando/contracts';
import { EntityManager, In, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../infra/events/outbox.service';
import type { User } from '../users/entities/user.entity';
import { notBlockedBetweenSql } from '../safety/blocks.service';
import { displayNameSql, UsersService } from '../users/users.service';
import { preparedQuery } from '../../infra/patches/typeorm-pool';
import { hydrated, selectColumns } from '../../infra/database/sql';
import { JobOffer } from './entities/job-offer.entity';
import { OfferFacts, toFacts, toMyOfferResponse, toOfferResponse } from './offers.mapper';
import { lockOwnedOffer } from './owned-offer';

export type { OfferFacts } from './offers.mapper';

/** Job offers (docs/decisions/marketplace-and-tokens.md): pending → approved | rejected by an admin; approved offers close once, awarded or not. */
type OfferListRow = Record<string, unknown> & { institution_name: string; has_applied: boolean };

@Injectable()
export class OffersService {
  private listStatement?: string;

  constructor(
    @InjectRepository(JobOffer) private readonly offers: Repository<JobOffer>,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
  ) {}

  /**
   * 'Cerrar sin adjudicar', the offer's part: locked (applications in flight wait), checked (this
   * institution's, approved, open) and closed. ApplicationsService settles its applicants in the same
   * transaction, as it does for an award.
   */
  async closeWithoutAward(tx: EntityManager, institutionId: string, offerId: string): Promise<void> {
    const offer = await lockOwnedOffer(tx, institutionId, offerId);
    if (offer.status !== 'approved' || offer.closedAt)
      throw new AppError(ErrorCode.Conflict, MARKET_MSG.onlyApprovedClosable);
    await tx.update(JobOffer, { id: offerId }, { closedAt: () => 'now()', closedReason: 'closed_without_award' });
    await this.outbox.add(tx, 'offer.closed', { offerId, institutionId, reason: 'closed_without_award' });
  }

  /** An erased institution's approved offers still open, locked for the erasure's transaction. */
  async openOffersOf(tx: EntityManager, institutionId: string): Promise<string[]> {
    const rows = await tx.find(JobOffer, {
      where: { institutionId, status: 'approved', closedAt: IsNull() },
      select: { id: true },
      lock: { mode: 'pessimistic_write' },
    });
    return rows.map((o) => o.id);
  }

  /** Approved, open offers of institutions not suspended (filters: service type, modality, location substring); admins see every offer. */
  async list(viewer: User, query: OffersQueryDto): Promise<JobOfferResponse[]> {
    const location = query.location?.trim();
    const rows = await preparedQuery<OfferListRow>(this.offers.manager.connection, 'offers-available', this.listSql(), [
      viewer.id,
      viewer.isAdmin,
      query.serviceType ?? null,
      query.modality ?? null,
      location ? `%${escapeLike(location)}%` : null,
    ]);
    const offers = hydrated(this.offers.manager, JobOffer, rows);
    const professional = viewer.accountType === AccountType.Profesional;
    return offers.map((o, i) =>
      toOfferResponse(o, rows[i].institution_name, professional ? rows[i].has_applied : undefined),
    );
  }

  // The list professionals open most: one prepared statement with the institution's name and whether
  // the viewer applied (a read-only look at applications, the applications module's table).
  private listSql(): string {
    return (this.listStatement ??= `
      SELECT ${selectColumns(this.offers.manager, JobOffer, 'o')}, ${displayNameSql('u')} AS institution_name,
             EXISTS (SELECT 1 FROM applications a WHERE a.job_offer_id = o.id AND a.professional_id = $1) AS has_applied
        FROM job_offers o JOIN users u ON u.id = o.institution_id
       WHERE ($2 OR (o.status = 'approved' AND o.closed_at IS NULL AND u.suspended_at IS NULL))
         AND ($2 OR ${notBlockedBetweenSql('$1::uuid', 'o.institution_id')})
         AND ($3::text IS NULL OR o.service_type = $3)
         AND ($4::text IS NULL OR o.modality = $4)
         AND ($5::text IS NULL OR o.location ILIKE $5)
       ORDER BY o.created_at DESC
       LIMIT 200`);
  }

  /** One offer: approved ones for any marketplace account; others only for their institution and admins. */
  async findOne(viewer: User, offerId: string): Promise<JobOfferResponse> {
    const { entities, raw } = await this.withHasApplied(this.offers.createQueryBuilder('o'), viewer.id)
      .where('o.id = :offerId', { offerId })
      .getRawAndEntities<{ has_applied: boolean }>();
    const offer = entities[0];
    // A suspended institution's offers are gone for others until the suspension is lifted.
    // So are they for anyone the institution blocked or was blocked by.
    const shown =
      offer &&
      offer.status === 'approved' &&
      (await this.users.isVisible(offer.institutionId)) &&
      !(await this.users.blockedBetween(viewer.id, offer.institutionId));
    const visible = offer && (shown || offer.institutionId === viewer.id || viewer.isAdmin);
    if (!visible) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    const names = await this.users.displayNames([offer.institutionId]);
    return toOfferResponse(
      offer,
      names.get(offer.institutionId)!,
      viewer.accountType === AccountType.Profesional ? raw[0].has_applied : undefined,
    );
  }

  /** 'Mis Solicitudes': the institution's own offers with their application counts. */
  async listMine(institutionId: string): Promise<MyOfferResponse[]> {
    const q = this.withCounts(this.offers.createQueryBuilder('o'))
      .where('o.institution_id = :institutionId', { institutionId })
      .orderBy('o.createdAt', 'DESC');
    const { entities, raw } = await q.getRawAndEntities<{ total: number; unread: number }>();
    const names = await this.users.displayNames([institutionId]);
    return entities.map((o, i) => toMyOfferResponse(o, names.get(o.institutionId)!, raw[i]));
  }

  async findMine(institutionId: string, offerId: string): Promise<MyOfferResponse> {
    const q = this.withCounts(this.offers.createQueryBuilder('o')).where(
      'o.id = :offerId AND o.institution_id = :institutionId',
      { offerId, institutionId },
    );
    const { entities, raw } = await q.getRawAndEntities<{ total: number; unread: number }>();
    if (!entities[0]) throw new AppError(ErrorCode.NotFound, MARKET_MSG.offerNotFound);
    const names = await this.users.displayNames([institutionId]);
    return toMyOfferResponse(entities[0], names.get(institutionId)!, raw[0]);
  }

  /** 'Validar Ofertas': the three sections, oldest pending first. */
  async listForAdmin(): Promise<AdminOffersResponse> {
    const offers = await this.offers.find({ order: { createdAt: 'ASC' } });
    const names = await this.users.displayNames(offers.map((o) => o.institutionId));
    const of = (status: string) =>
      offers.filter((o) => o.status === status).map((o) => toOfferResponse(o, names.get(o.institutionId)!));
    return { pending: of('pending'), approved: of('approved').reverse(), rejected: of('rejected').reverse() };
  }

  /** Offers waiting for an admin's review (the /admin card). */
  countPending(): Promise<number> {
    return this.offers.count({ where: { status: 'pending' } });
  }

  /** What the reactions to an offer's events tell: its title, institution and status. */
  async facts(offerId: string): Promise<OfferFacts | undefined> {
    return (await this.factsOf([offerId])).get(offerId);
  }

  async factsOf(offerIds: string[]): Promise<Map<string, OfferFacts>> {
    const ids = [...new Set(offerIds)];
    const offers = ids.length ? await this.offers.findBy({ id: In(ids) }) : [];
    const names = await this.users.displayNames(offers.map((o) => o.institutionId));
    return new Map(offers.map((o) => [o.id, toFacts(o, names.get(o.institutionId)!)]));
  }

  /** The offer's title, or undefined when there is none. */
  async titleOf(offerId: string): Promise<string | undefined> {
    return (await this.offers.findOne({ where: { id: offerId }, select: { id: true, title: true } }))?.title;
  }

  /** Who owns the offer, or null when there is none. */
  async institutionOf(tx: EntityManager, offerId: string): Promise<string | null> {
    return (
      (await tx.findOne(JobOffer, { where: { id: offerId }, select: { id: true, institutionId: true } }))
        ?.institutionId ?? null
    );
  }

  // FOR SHARE: an award or a close of this offer waits for an application in flight, and vice versa.
  lockForApplication(tx: EntityManager, offerId: string): Promise<JobOffer | null> {
    return tx.findOne(JobOffer, { where: { id: offerId }, lock: { mode: 'pessimistic_read' } });
  }

  // FOR NO KEY UPDATE: concurrent awards of one offer queue here; it also waits for applications in flight.
  lockForAward(tx: EntityManager, offerId: string): Promise<JobOffer | null> {
    return tx.findOne(JobOffer, { where: { id: offerId }, lock: { mode: 'for_no_key_update' } });
  }

  /** The award closes the offer, in the award's transaction. */
  async closeAwarded(tx: EntityManager, offerId: string): Promise<void> {
    await tx.update(JobOffer, { id: offerId }, { closedAt: () => 'now()', closedReason: 'awarded' });
  }

  // Applications are the applications module's; these read-only subqueries only count them.
  private withHasApplied(q: SelectQueryBuilder<JobOffer>, viewerId: string): SelectQueryBuilder<JobOffer> {
    return q
      .addSelect(
        'EXISTS (SELECT 1 FROM applications a WHERE a.job_offer_id = o.id AND a.professional_id = :viewerId)',
        'has_applied',
      )
      .setParameter('viewerId', viewerId);
  }

  private withCounts(q: SelectQueryBuilder<JobOffer>): SelectQueryBuilder<JobOffer> {
    return q
      .addSelect('(SELECT count(*)::int FROM applications a WHERE a.job_offer_id = o.id)', 'total')
      .addSelect(
        '(SELECT count(*)::int FROM applications a WHERE a.job_offer_id = o.id AND a.read_at IS NULL)',
        'unread',
      );
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
