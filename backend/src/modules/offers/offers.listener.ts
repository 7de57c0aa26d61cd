import { OnEvent } from '../../infra/events/on-event.decorator';
import { Injectable } from '@nestjs/common';
import { DomainEvent, MARKET_MSG, CLIENT_PATHS, offerApplicationsPath, NOTIFICATION_MSG } from '@conectando/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { TokensService } from '../tokens/tokens.service';
import { OfferBroadcasts } from './offer-broadcasts.service';
import { OffersService } from './offers.service';

// Each consumer records the events it handled under its own name (docs/decisions/domain-events-and-outbox.md).
const NOTIFY = 'marketplace-notifications';

/** The institution hears about its offer's review and close; everyone's offer list refetches. */
@Injectable()
export class OffersListener {
  constructor(
    private readonly offers: OffersService,
    private readonly broadcasts: OfferBroadcasts,
    private readonly notifications: NotificationsService,
    private readonly tokens: TokensService,
  ) {}

  @OnEvent('offer.approved')
  async onOfferApproved(event: DomainEvent<'offer.approved'>): Promise<void> {
    const offer = await this.offers.facts(event.payload.offerId);
    if (!offer) return;
    this.broadcasts.status(event.payload.offerId, offer);
    this.broadcasts.offersChanged(event.payload.offerId);
    await this.notifications.notifyOnce(`${NOTIFY}:offer.approved`, event.id, {
      userId: offer.institutionId,
      type: 'offer.approved',
      ...NOTIFICATION_MSG.offerApproved(offer.title),
      link: offerApplicationsPath(event.payload.offerId),
    });
  }

  @OnEvent('offer.rejected')
  async onOfferRejected(event: DomainEvent<'offer.rejected'>): Promise<void> {
    const offer = await this.offers.facts(event.payload.offerId);
    if (!offer) return;
    this.broadcasts.status(event.payload.offerId, offer);
    await this.notifications.notifyOnce(`${NOTIFY}:offer.rejected`, event.id, {
      userId: offer.institutionId,
      type: 'offer.rejected',
      ...NOTIFICATION_MSG.offerRejected(offer.title, event.payload.reason || MARKET_MSG.noReason),
      link: CLIENT_PATHS.myOffers,
    });
    await this.tokens.pushBalance(offer.institutionId);
  }

  @OnEvent('offer.closed')
  async onOfferClosed(event: DomainEvent<'offer.closed'>): Promise<void> {
    const offer = await this.offers.facts(event.payload.offerId);
    if (!offer) return;
    this.broadcasts.status(event.payload.offerId, offer);
    this.broadcasts.offersChanged(event.payload.offerId);
  }
}
