/**
 * Every domain event of the product and its payload (docs/decisions/domain-events-and-outbox.md). Payloads carry ids, not entities:
 * consumers re-read what they need.
 */
export interface DomainEventMap {
  'account.validated': { userId: string; adminId: string };
  /** A person erased their account: whoever had a chat open with them sees 'Cuenta eliminada' live. */
  'account.erased': { userId: string };
  /** A professional or institution registered and waits for review (admins' pending count moves). */
  'account.registered': { userId: string; accountType: 'profesional' | 'institucion' };
  /** resubmitted: a rejected offer edited and sent back to review. */
  'offer.submitted': { offerId: string; institutionId: string; resubmitted: boolean };
  'offer.approved': { offerId: string; institutionId: string };
  'offer.rejected': { offerId: string; institutionId: string; reason: string };
  'application.submitted': { applicationId: string; offerId: string; professionalId: string; institutionId: string };
  /** offerTitle/institutionName/awardedAt ride along so the live alert needs no read on the latency path. */
  'application.awarded': {
    applicationId: string;
    offerId: string;
    professionalId: string;
    institutionId: string;
    offerTitle: string;
    institutionName: string;
    awardedAt: string;
  };
  /** reason: another application was awarded, or the offer closed without award (then refunded is true). */
  'application.rejected': {
    applicationId: string;
    offerId: string;
    professionalId: string;
    reason: 'awarded_other' | 'offer_closed';
    refunded: boolean;
  };
  /** The owning institution opened the application ('Leída por la institución'). */
  'application.read': { applicationId: string; offerId: string; professionalId: string; readAt: string };
  /** An approved offer closed by its institution without award (an award is told by application.awarded alone). */
  'offer.closed': { offerId: string; institutionId: string; reason: 'awarded' | 'closed_without_award' };
  'chat.message.created': { chatId: string; messageId: string; senderId: string; recipientIds: string[]; seq: number };
  /** A payment became final: 'paid' (tokens credited in the same transaction) or 'refunded'. */
  'payment.paid': { userId: string; paymentId: string };
  'payment.refunded': { userId: string; paymentId: string };
  /** A plan's charge was rejected: tried again later (lapsed false) or the plan ended (lapsed true). */
  'payment.renewal_failed': { userId: string; paymentId: string; lapsed: boolean };
  'tokens.renewed': { userId: string; month: string; amount: number };
  'maintenance.changed': { isInMaintenance: boolean; adminId: string };
  /** A meeting was proposed, confirmed, declined, cancelled or rescheduled by actorId; version is after the change. */
  'meeting.changed': {
    meetingId: string;
    change: 'proposed' | 'confirmed' | 'declined' | 'cancelled' | 'rescheduled';
    status: 'proposed' | 'confirmed' | 'declined' | 'cancelled';
    actorId: string;
    otherId: string;
    version: number;
  };
  /** A live class was scheduled, changed (title, description or time) or cancelled by its mentor; version is after the change. */
  'live_class.changed': {
    classId: string;
    change: 'created' | 'updated' | 'rescheduled' | 'cancelled';
    mentorId: string;
    version: number;
  };
  /** A person took a seat, joined the line, or was moved from the line to a freed seat (promoted). */
  'live_class.seat': { classId: string; userId: string; status: 'enrolled' | 'waitlisted' | 'promoted' };
  /** A review was written; reviews publish when both sides have written theirs or the blind period ends. */
  'review.created': { reviewId: string; reviewerId: string; revieweeId: string };
  /** Reviews became visible: the reviewees' rating figures moved. */
  'reviews.published': { reviewIds: string[]; revieweeIds: string[] };
  /** A person reported another (or added to their report of the day): the admins' queue moves. */
  'report.created': { reportId: string; targetId: string };
  /** An admin closed a report: dismissed, warned (the target is told) or suspended. */
  'report.reviewed': { reportId: string; targetId: string; adminId: string; action: 'dismiss' | 'warn' | 'suspend' };
  /** An admin declined a professional's or institution's validation; the person reads the reason. */
  'account.declined': { userId: string; adminId: string };
  /** A declined professional or institution sent a new certificate or document: back in the queue. */
  'account.resubmitted': { userId: string };
  /** Someone asked for help (signed in, or through the public form): /admin/ayuda moves. */
  'help.requested': { requestId: string };
  /** The team answered: the person hears it (signed in: feed and socket; public form: email). */
  'help.replied': { requestId: string; replyId: string };
  /** An admin closed or reopened a conversation. */
  'help.status_changed': { requestId: string; status: 'open' | 'closed' };
  /** A video finished its conversion and can be watched (never for a failed one): wishes are told. */
  'video.ready': { videoId: string; userId: string; skillName: string };
  /** Someone commented on a story: its author is told (not of their own comments). */
  'story.commented': { commentId: string; storyId: string; authorId: string; storyAuthorId: string };
  /** An admin lifted a suspension. */
  'user.reinstated': { userId: string; adminId: string };
}

export type DomainEventName = keyof DomainEventMap;

/**
 * One event as relayed: a union discriminated by `name`, so a handler of one name sees its payload
 * without a cast.
 */
export type DomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: {
    /** The outbox row id: unique per event, used as the BullMQ job id and for idempotent consumers. */
    id: string;
    name: K;
    payload: DomainEventMap[K];
    occurredAt: string;
    /** The id of the HTTP request or socket event that raised it (the X-Request-Id of its log lines). */
    requestId?: string;
  };
}[N];

export const DOMAIN_EVENTS_QUEUE = 'domain-events';
