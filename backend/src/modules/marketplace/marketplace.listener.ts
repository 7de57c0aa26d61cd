import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { awardMessage, DomainEvent, MARKET_MSG, TOKEN_MSG } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/outbox/processed-events.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { NewNotification, NotificationsService } from '../notifications/notifications.service';

// Each consumer records the events it handled under its own name (DESIGN §4: at-least-once delivery).
const ALERTS = 'marketplace-alerts';
const NOTIFY = 'marketplace-notifications';
const OFFERS_CHANGED_COALESCE_MS = 1000;

const PATHS = {
  myOffers: '/profesional/centro/mis-solicitudes',
  offer: (id: string) => `/profesional/centro/ofertas/${id}`,
  myApplications: '/profesional/salud/mis-postulaciones',
  premium: '/profesional/premium',
};

interface OfferFacts {
  title: string;
  institution_id: string;
  institution_name: string;
  status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  closed_at: Date | null;
  closed_reason: 'awarded' | 'closed_without_award' | null;
}

/**
 * Turns marketplace events into live pushes (counts, statuses, the award alert), feed notifications and
 * the award email. Pushes that only say "refetch" may repeat harmlessly; alerts, notifications and emails
 * happen once per event (ProcessedEventsService).
 */
@Injectable()
export class MarketplaceListener implements OnModuleDestroy {
  private offersChangedTimer?: NodeJS.Timeout;
  private lastChangedOffer?: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly realtime: RealtimeEmitter,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onOfferSubmitted(_event: DomainEvent<'offer.submitted'>): Promise<void> {
    await this.pushAdminCounts();
  }

  async onOfferApproved(event: DomainEvent<'offer.approved'>): Promise<void> {
    const offer = await this.offer(event.payload.offerId);
    if (!offer) return;
    this.pushOfferStatus(event.payload.offerId, offer);
    this.offersChanged(event.payload.offerId);
    await this.pushAdminCounts();
    await this.notifyOnce(event.id, {
      userId: offer.institution_id,
      type: 'offer.approved',
      title: 'Tu oferta fue aprobada',
      body: `«${offer.title}» ya está publicada y los profesionales pueden postular.`,
      link: PATHS.offer(event.payload.offerId),
    });
  }

  async onOfferRejected(event: DomainEvent<'offer.rejected'>): Promise<void> {
    const offer = await this.offer(event.payload.offerId);
    if (!offer) return;
    this.pushOfferStatus(event.payload.offerId, offer);
    await this.pushAdminCounts();
    await this.notifyOnce(event.id, {
      userId: offer.institution_id,
      type: 'offer.rejected',
      title: 'Tu oferta fue rechazada',
      body: `«${offer.title}»: ${event.payload.reason || MARKET_MSG.noReason}. Te devolvimos el token: puedes editarla y reenviarla.`,
      link: PATHS.myOffers,
    });
    this.realtime.toUser(offer.institution_id, 'tokens:changed', { available: await this.available(offer.institution_id) });
  }

  async onOfferClosed(event: DomainEvent<'offer.closed'>): Promise<void> {
    const offer = await this.offer(event.payload.offerId);
    if (!offer) return;
    this.pushOfferStatus(event.payload.offerId, offer);
    this.offersChanged(event.payload.offerId);
  }

  /** The institution's offer screen and 'Mis Solicitudes' counts move while it watches. */
  async onApplicationSubmitted(event: DomainEvent<'application.submitted'>): Promise<void> {
    const { offerId, applicationId, institutionId } = event.payload;
    const [counts]: { total: number; unread: number; title: string }[] = await this.dataSource.query(
      `SELECT count(a.id)::int AS total, count(a.id) FILTER (WHERE a.read_at IS NULL)::int AS unread, o.title
         FROM job_offers o LEFT JOIN applications a ON a.job_offer_id = o.id WHERE o.id = $1 GROUP BY o.id`,
      [offerId],
    );
    if (!counts) return;
    this.realtime.toUser(institutionId, 'application:submitted', {
      offerId,
      applicationId,
      totalApplicationsCount: counts.total,
      unreadApplicationsCount: counts.unread,
    });
    await this.notifyOnce(event.id, {
      userId: institutionId,
      type: 'application.submitted',
      title: 'Nueva postulación',
      body: `Recibiste una postulación para «${counts.title}».`,
      link: PATHS.offer(offerId),
    });
  }

  /** 'Leída por la institución', live on the applicant's screen. */
  onApplicationRead(event: DomainEvent<'application.read'>): void {
    const { professionalId, offerId, applicationId, readAt } = event.payload;
    this.realtime.toUser(professionalId, 'application:read', { offerId, applicationId, readAt });
  }

  /**
   * The latency path: the alert is pushed once, from the event alone (no read), as soon as the event's
   * record commits; the feed entry and the email follow.
   */
  async onApplicationAwarded(event: DomainEvent<'application.awarded'>): Promise<void> {
    const p = event.payload;
    const facts = p.offerTitle && p.institutionName ? { title: p.offerTitle, institutionName: p.institutionName } : await this.awardFacts(p.offerId);
    if (!facts) return;
    const message = awardMessage(facts.title, facts.institutionName);
    const awardedAt = p.awardedAt ?? event.occurredAt;
    if (await this.claimAlert(event.id)) {
      this.realtime.toUser(p.professionalId, 'application:awarded', {
        offerId: p.offerId,
        applicationId: p.applicationId,
        offerTitle: facts.title,
        institutionName: facts.institutionName,
        awardedAt,
        title: MARKET_MSG.awardAlertTitle,
        message,
      });
    }
    // An award also closes the offer: its institution's screens and everyone's offer list follow.
    this.realtime.toUser(p.institutionId, 'offer:status-changed', {
      offerId: p.offerId,
      status: 'approved',
      rejectionReason: null,
      closedAt: awardedAt,
      closedReason: 'awarded',
    });
    this.offersChanged(p.offerId);
    const created = await this.notifyOnce(event.id, {
      userId: p.professionalId,
      type: 'application.awarded',
      title: `${MARKET_MSG.awardAlertTitle} Te adjudicaron un trabajo`,
      body: message,
      link: PATHS.myApplications,
    });
    if (!created) return;
    const [professional]: { email: string; name: string }[] = await this.dataSource.query(`SELECT email, name FROM users WHERE id = $1`, [p.professionalId]);
    if (!professional) return;
    await this.mail.sendOrLog({
      to: professional.email,
      subject: `¡Felicitaciones! Te adjudicaron «${facts.title}»`,
      text:
        `Hola ${professional.name}:\n\n${MARKET_MSG.awardAlertTitle} ${message}\n\n` +
        `${facts.institutionName} te contactará para coordinar el trabajo. Puedes ver tus postulaciones en ${this.config.PUBLIC_URL}${PATHS.myApplications}.\n\n` +
        `Equipo de Conectando Generaciones`,
    });
  }

  async onApplicationRejected(event: DomainEvent<'application.rejected'>): Promise<void> {
    const { professionalId, offerId, applicationId, reason = 'awarded_other', refunded = false } = event.payload;
    const offer = await this.offer(offerId);
    if (!offer) return;
    this.realtime.toUser(professionalId, 'application:rejected', { offerId, applicationId, offerTitle: offer.title, reason, refunded });
    await this.notifyOnce(event.id, {
      userId: professionalId,
      type: refunded ? 'tokens.refunded' : 'application.rejected',
      title: refunded ? TOKEN_MSG.refundedTitle : 'Postulación no seleccionada',
      body:
        reason === 'offer_closed'
          ? `La institución cerró «${offer.title}» sin adjudicar. ${refunded ? 'Te devolvimos el token de tu postulación.' : ''}`.trim()
          : `La institución eligió a otro profesional para «${offer.title}». ¡Sigue postulando!`,
      link: PATHS.myApplications,
    });
    if (refunded) this.realtime.toUser(professionalId, 'tokens:changed', { available: await this.available(professionalId) });
  }

  async onTokensRenewed(event: DomainEvent<'tokens.renewed'>): Promise<void> {
    const { userId, amount } = event.payload;
    await this.notifyOnce(event.id, {
      userId,
      type: 'tokens.renewed',
      title: TOKEN_MSG.renewedTitle,
      body: `Se renovaron tus tokens del mes: recibiste ${amount} ${amount === 1 ? 'token' : 'tokens'}.`,
      link: PATHS.premium,
    });
    this.realtime.toUser(userId, 'tokens:changed', { available: await this.available(userId) });
  }

  /** A new professional or institution waits for review: 'Validar Usuarios' and the counts move. */
  async onAccountRegistered(_event: DomainEvent<'account.registered'>): Promise<void> {
    this.realtime.toAdmins('admin:queue-changed', { queue: 'users' });
    await this.pushAdminCounts({ offersChanged: false });
  }

  /** Validations change the pending-users count too. */
  async onAccountValidated(_event: DomainEvent<'account.validated'>): Promise<void> {
    await this.pushAdminCounts({ offersChanged: false });
  }

  /** The /admin counts, and (for offer events) the 'Validar Ofertas' queue's refetch hint. */
  async pushAdminCounts({ offersChanged = true } = {}): Promise<void> {
    const [row]: { users: number; offers: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM users WHERE is_validated = false AND account_type IN ('profesional', 'institucion')) AS users,
              (SELECT count(*)::int FROM job_offers WHERE status = 'pending') AS offers`,
    );
    if (offersChanged) this.realtime.toAdmins('admin:queue-changed', { queue: 'offers' });
    this.realtime.toAdmins('admin:pending-counts', { users: row!.users, offers: row!.offers });
  }

  /**
   * The alert's processed-events record, as one autocommitted statement (one round trip instead of a
   * transaction's three): the push has nothing else to commit with it, and the feed entry is the durable record.
   */
  private async claimAlert(eventId: string): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [ALERTS, eventId],
    );
    return claimed.length > 0;
  }

  // A coalesced push must not fire after the sockets and Redis are gone.
  onModuleDestroy(): void {
    clearTimeout(this.offersChangedTimer);
  }

  /** 'offers:changed' tells every connected client to refetch: a burst of approvals and closes sends it once. */
  private offersChanged(offerId: string): void {
    this.lastChangedOffer = offerId;
    if (this.offersChangedTimer) return;
    this.offersChangedTimer = setTimeout(() => {
      this.offersChangedTimer = undefined;
      this.realtime.toEveryone('offers:changed', { offerId: this.lastChangedOffer! });
    }, OFFERS_CHANGED_COALESCE_MS);
    this.offersChangedTimer.unref();
  }

  private async notifyOnce(eventId: string, n: NewNotification) {
    const created = await this.processed.runOnce(`${NOTIFY}:${n.type}`, eventId, (tx) => this.notifications.create(tx, n));
    if (created) this.notifications.push(created);
    return created;
  }

  private pushOfferStatus(offerId: string, offer: OfferFacts): void {
    this.realtime.toUser(offer.institution_id, 'offer:status-changed', {
      offerId,
      status: offer.status,
      rejectionReason: offer.rejection_reason,
      closedAt: offer.closed_at ? new Date(offer.closed_at).toISOString() : null,
      closedReason: offer.closed_reason,
    });
  }

  private async offer(offerId: string): Promise<OfferFacts | undefined> {
    const [row]: OfferFacts[] = await this.dataSource.query(
      `SELECT o.title, o.institution_id, COALESCE(NULLIF(btrim(u.institution_name), ''), u.name) AS institution_name,
              o.status, o.rejection_reason, o.closed_at, o.closed_reason
         FROM job_offers o JOIN users u ON u.id = o.institution_id WHERE o.id = $1`,
      [offerId],
    );
    return row;
  }

  private async awardFacts(offerId: string): Promise<{ title: string; institutionName: string } | undefined> {
    const offer = await this.offer(offerId);
    return offer && { title: offer.title, institutionName: offer.institution_name };
  }

  private async available(userId: string): Promise<number> {
    const [row]: { available: number }[] = await this.dataSource.query(
      `SELECT free_balance + premium_balance AS available FROM token_accounts WHERE user_id = $1`,
      [userId],
    );
    return row?.available ?? 0;
  }
}
