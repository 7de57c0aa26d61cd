/**
 * Every domain event of the product and its payload (DESIGN §4). Payloads carry ids, not entities:
 * consumers re-read what they need.
 */
export interface DomainEventMap {
  'account.validated': { userId: string; adminId: string };
  'offer.submitted': { offerId: string; institutionId: string };
  'offer.approved': { offerId: string; institutionId: string };
  'offer.rejected': { offerId: string; institutionId: string; reason: string };
  'application.submitted': { applicationId: string; offerId: string; professionalId: string; institutionId: string };
  'application.awarded': { applicationId: string; offerId: string; professionalId: string; institutionId: string };
  'application.rejected': { applicationId: string; offerId: string; professionalId: string };
  'chat.message.created': { chatId: string; messageId: string; senderId: string; recipientIds: string[]; seq: number };
  'tokens.renewed': { userId: string; month: string; amount: number };
  'maintenance.changed': { isInMaintenance: boolean; adminId: string };
}

export type DomainEventName = keyof DomainEventMap;

export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  /** The outbox row id: unique per event, used as the BullMQ job id and for idempotent consumers. */
  id: string;
  name: N;
  payload: DomainEventMap[N];
  occurredAt: string;
}

export const DOMAIN_EVENTS_QUEUE = 'domain-events';
