import { OnEvent } from '../../infra/events/on-event.decorator';
import { Inject, Injectable } from '@nestjs/common';
import {
  awardMessage,
  CLIENT_PATHS,
  DomainEvent,
  MARKET_MSG,
  offerApplicationsPath,
  TOKEN_MSG,
  NOTIFICATION_MSG,
  applicationAwardedEmail,
} from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OfferBroadcasts } from '../offers/offer-broadcasts.service';
import { OffersService } from '../offers/offers.service';
import { TokensService } from '../tokens/tokens.service';
import { UsersService } from '../users/users.service';
import { ApplicationsService } from './applications.service';

// Each consumer records the events it handled under its own name (docs/decisions/domain-events-and-outbox.md).
const ALERTS = 'marketplace-alerts';
const NOTIFY = 'marketplace-notifications';

/**
 * Applications' live pushes (counts, 'Leída', the award alert), feed entries and the award email.
 * Pushes that only say "refetch" may repeat harmlessly; alerts, entries and emails happen once per event.
 */
@Injectable()
export class ApplicationsListener {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly offers: OffersService,
    private readonly offerBroadcasts: OfferBroadcasts,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
    private readonly realtime: RealtimeEmitter,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The institution's offer screen and 'Mis Solicitudes' counts move while it watches. */
  @OnEvent('application.submitted')
  async onApplicationSubmitted(event: DomainEvent<'application.submitted'>): Promise<void> {
    const { offerId, applicationId, institutionId } = event.payload;
    const counts = await this.applications.offerCounts(offerId);
    if (!counts) return;
    this.realtime.toUser(institutionId, 'application:submitted', {
      offerId,
      applicationId,
      totalApplicationsCount: counts.total,
      unreadApplicationsCount: counts.unread,
    });
    await this.notifications.notifyOnce(`${NOTIFY}:application.submitted`, event.id, {
      userId: institutionId,
      type: 'application.submitted',
      ...NOTIFICATION_MSG.applicationSubmitted(counts.title),
      link: offerApplicationsPath(offerId),
      fromUserId: event.payload.professionalId,
    });
  }

  /** 'Leída por la institución', live on the applicant's screen. */
  @OnEvent('application.read')
  onApplicationRead(event: DomainEvent<'application.read'>): void {
    const { professionalId, offerId, applicationId, readAt } = event.payload;
    this.realtime.toUser(professionalId, 'application:read', { offerId, applicationId, readAt });
  }

  /**
   * The latency path: the alert is pushed once, from the event alone (no read), as soon as the event's
   * record commits; the feed entry and the email follow.
   */
  @OnEvent('application.awarded')
  async onApplicationAwarded(event: DomainEvent<'application.awarded'>): Promise<void> {
    const p = event.payload;
    const facts = { title: p.offerTitle, institutionName: p.institutionName };
    const message = awardMessage(facts.title, facts.institutionName);
    const awardedAt = p.awardedAt;
    if (await this.processed.claim(ALERTS, event.id)) {
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
    this.offerBroadcasts.status(p.offerId, {
      institutionId: p.institutionId,
      status: 'approved',
      rejectionReason: null,
      closedAt: awardedAt,
      closedReason: 'awarded',
    });
    this.offerBroadcasts.offersChanged(p.offerId);
    await this.notifications.notifyOnce(`${NOTIFY}:application.awarded`, event.id, {
      userId: p.professionalId,
      type: 'application.awarded',
      title: `${MARKET_MSG.awardAlertTitle} ${NOTIFICATION_MSG.awardedTitleSuffix}`,
      body: message,
      link: CLIENT_PATHS.myApplications,
      fromUserId: p.institutionId,
    });
    // Queued once per event, also by a re-run whose first run wrote the entry but failed to queue it.
    if (!(await this.preferences.allows(p.professionalId, 'marketplace', 'email'))) return;
    const professional = await this.users.contact(p.professionalId);
    if (!professional) return;
    await this.mail.send(
      {
        to: professional.email,
        ...applicationAwardedEmail(
          professional.name,
          { offerTitle: facts.title, institutionName: facts.institutionName },
          this.config.PUBLIC_URL,
        ),
      },
      { consumer: `${NOTIFY}:awarded`, eventId: event.id },
    );
  }

  @OnEvent('application.rejected')
  async onApplicationRejected(event: DomainEvent<'application.rejected'>): Promise<void> {
    const { professionalId, offerId, applicationId, reason, refunded } = event.payload;
    const offer = await this.offers.facts(offerId);
    if (!offer) return;
    this.realtime.toUser(professionalId, 'application:rejected', {
      offerId,
      applicationId,
      offerTitle: offer.title,
      reason,
      refunded,
    });
    await this.notifications.notifyOnce(
      `${NOTIFY}:${refunded ? 'tokens.refunded' : 'application.rejected'}`,
      event.id,
      {
        userId: professionalId,
        type: refunded ? 'tokens.refunded' : 'application.rejected',
        title: refunded ? TOKEN_MSG.refundedTitle : NOTIFICATION_MSG.applicationNotSelectedTitle,
        body:
          reason === 'offer_closed'
            ? NOTIFICATION_MSG.applicationOfferClosed(offer.title, refunded)
            : NOTIFICATION_MSG.applicationNotSelected(offer.title),
        link: CLIENT_PATHS.myApplications,
      },
    );
    if (refunded) await this.tokens.pushBalance(professionalId);
  }
}
