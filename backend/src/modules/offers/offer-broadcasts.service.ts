import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import type { OfferFacts } from './offers.service';

const OFFERS_CHANGED_COALESCE_MS = 1000;

/** The live pushes about offers: their institution's status card and everyone's "refetch the list". */
@Injectable()
export class OfferBroadcasts implements OnModuleDestroy {
  private offersChangedTimer?: NodeJS.Timeout;
  private lastChangedOffer?: string;

  constructor(private readonly realtime: RealtimeEmitter) {}

  status(
    offerId: string,
    offer: Pick<OfferFacts, 'institutionId' | 'status' | 'rejectionReason' | 'closedAt' | 'closedReason'>,
  ): void {
    this.realtime.toUser(offer.institutionId, 'offer:status-changed', {
      offerId,
      status: offer.status,
      rejectionReason: offer.rejectionReason,
      closedAt: offer.closedAt,
      closedReason: offer.closedReason,
    });
  }

  /** 'offers:changed' tells every connected client to refetch: a burst of approvals and closes sends it once. */
  offersChanged(offerId: string): void {
    this.lastChangedOffer = offerId;
    if (this.offersChangedTimer) return;
    this.offersChangedTimer = setTimeout(() => {
      this.offersChangedTimer = undefined;
      this.realtime.toEveryone('offers:changed', { offerId: this.lastChangedOffer! });
    }, OFFERS_CHANGED_COALESCE_MS);
    this.offersChangedTimer.unref();
  }

  // A coalesced push must not fire after the sockets and Redis are gone.
  onModuleDestroy(): void {
    clearTimeout(this.offersChangedTimer);
  }
}
