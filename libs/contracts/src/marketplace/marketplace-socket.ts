import type { OfferClosedReason, OfferStatus } from './offer.response';

/** Socket payloads of the marketplace (rooms: user:<id>, admins, everyone). */

/** To the owning institution: an offer it published changed status (approved, rejected, closed). */
export interface OfferStatusChangedEvent {
  offerId: string;
  status: OfferStatus;
  rejectionReason: string | null;
  closedAt: string | null;
  closedReason: OfferClosedReason | null;
}

/** To everyone: the list of approved offers changed (an offer was approved or closed); refetch. */
export interface OffersChangedEvent {
  offerId: string;
}

/** To the owning institution: a new application arrived, with the offer's fresh counts. */
export interface ApplicationSubmittedEvent {
  offerId: string;
  applicationId: string;
  unreadApplicationsCount: number;
  totalApplicationsCount: number;
}

/** To the applicant: the institution opened the application ('Leída por la institución'). */
export interface ApplicationReadEvent {
  offerId: string;
  applicationId: string;
  readAt: string;
}

/** To the awarded professional: the live alert ('¡Felicitaciones! Te adjudicaron ...'). */
export interface ApplicationAwardedEvent {
  offerId: string;
  applicationId: string;
  offerTitle: string;
  institutionName: string;
  awardedAt: string;
  title: string;
  message: string;
}

/** To an applicant whose application was not chosen, or whose offer closed without an award (token refunded). */
export interface ApplicationRejectedEvent {
  offerId: string;
  applicationId: string;
  offerTitle: string;
  reason: 'awarded_other' | 'offer_closed';
  refunded: boolean;
}

/** To one user: their balance moved (spend, grant, refund, renewal); refetch the token summary. */
export interface TokensChangedEvent {
  available: number;
}

/**
 * 'Te adjudicaron la oferta «title» de institution.' — the alert, notification and email share these words.
 * No '¡Felicitaciones!' here: the alert and the notification already carry it as their title.
 */
export const awardMessage = (offerTitle: string, institutionName: string): string =>
  `Te adjudicaron la oferta «${offerTitle}» de ${institutionName}.`;
