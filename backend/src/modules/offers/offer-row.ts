import type { JobOfferResponse, Modality, MyOfferResponse, OfferClosedReason, OfferStatus, ServiceType } from '@conectando/contracts';

/** The columns every offer read selects (o = job_offers, u = its institution). */
export const OFFER_COLUMNS = `
  o.id, o.institution_id, COALESCE(NULLIF(btrim(u.institution_name), ''), u.name) AS institution_name,
  o.title, o.description, o.service_type, o.modality, o.location, o.payment, o.duration, o.requirements,
  o.scheduled_date::text AS scheduled_date, o.status, o.rejection_reason, o.reviewed_at, o.closed_at, o.closed_reason,
  o.publish_spend_id, o.created_at, o.updated_at`;

export const OFFER_FROM = `job_offers o JOIN users u ON u.id = o.institution_id`;

/** The application counts of the institution's own offers. */
export const OFFER_COUNT_COLUMNS = `
  (SELECT count(*)::int FROM applications a WHERE a.job_offer_id = o.id) AS total_applications_count,
  (SELECT count(*)::int FROM applications a WHERE a.job_offer_id = o.id AND a.read_at IS NULL) AS unread_applications_count`;

export interface OfferRow {
  id: string;
  institution_id: string;
  institution_name: string;
  title: string;
  description: string;
  service_type: ServiceType;
  modality: Modality;
  location: string;
  payment: number;
  duration: number;
  requirements: string | null;
  scheduled_date: string | null;
  status: OfferStatus;
  rejection_reason: string | null;
  reviewed_at: Date | null;
  closed_at: Date | null;
  closed_reason: OfferClosedReason | null;
  publish_spend_id: string | null;
  created_at: Date;
  updated_at: Date;
  has_applied?: boolean;
  total_applications_count?: number;
  unread_applications_count?: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const toOfferResponse = (r: OfferRow): JobOfferResponse => ({
  id: r.id,
  institutionId: r.institution_id,
  institutionName: r.institution_name,
  title: r.title,
  description: r.description,
  serviceType: r.service_type,
  location: r.location,
  payment: r.payment,
  duration: r.duration,
  modality: r.modality,
  requirements: r.requirements,
  status: r.status,
  rejectionReason: r.rejection_reason,
  scheduledDate: r.scheduled_date,
  closedAt: iso(r.closed_at),
  closedReason: r.closed_reason,
  listStatus: r.status !== 'approved' ? null : r.closed_at ? 'completed' : 'active',
  ...(r.has_applied === undefined ? {} : { hasApplied: r.has_applied }),
  reviewedAt: iso(r.reviewed_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

export const toMyOfferResponse = (r: OfferRow): MyOfferResponse => ({
  ...toOfferResponse(r),
  unreadApplicationsCount: r.unread_applications_count ?? 0,
  totalApplicationsCount: r.total_applications_count ?? 0,
});
