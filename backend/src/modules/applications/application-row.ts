import type { ApplicationResponse, ApplicationStatus, MyApplicationResponse, OfferApplicationEntry } from '@conectando/contracts';
import type { OfferRow } from '../offers/offer-row';

export interface ApplicationRow {
  id: string;
  job_offer_id: string;
  professional_id: string;
  cover_letter: string;
  proposed_rate: number | null;
  status: ApplicationStatus;
  created_at: Date;
  awarded_at: Date | null;
  read_at: Date | null;
  refunded_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const toApplicationResponse = (r: ApplicationRow): ApplicationResponse => ({
  id: r.id,
  jobOfferId: r.job_offer_id,
  professionalId: r.professional_id,
  coverLetter: r.cover_letter,
  proposedRate: r.proposed_rate,
  status: r.status,
  createdAt: iso(r.created_at)!,
  awardedAt: iso(r.awarded_at),
  isRead: r.read_at !== null,
  readAt: iso(r.read_at),
});

export const APPLICATION_COLUMNS = `a.id, a.job_offer_id, a.professional_id, a.cover_letter, a.proposed_rate, a.status, a.created_at, a.awarded_at, a.read_at, a.refunded_at`;

export interface EntryRow extends ApplicationRow {
  p_name: string;
  p_email: string;
  p_specialty: string | null;
  p_rating_avg: number;
  p_rating_count: number;
}

export const toEntry = (r: EntryRow): OfferApplicationEntry => ({
  application: toApplicationResponse(r),
  professional: { id: r.professional_id, name: r.p_name, email: r.p_email, specialty: r.p_specialty, ratingAvg: r.p_rating_avg, ratingCount: r.p_rating_count },
});

export type MyApplicationRow = ApplicationRow & Pick<OfferRow, 'title' | 'institution_name' | 'service_type' | 'modality' | 'location' | 'payment' | 'closed_at'> & { offer_status: OfferRow['status'] };

export const toMyApplication = (r: MyApplicationRow): MyApplicationResponse => ({
  ...toApplicationResponse(r),
  offer: {
    id: r.job_offer_id,
    title: r.title,
    institutionName: r.institution_name,
    serviceType: r.service_type,
    modality: r.modality,
    location: r.location,
    payment: r.payment,
    status: r.offer_status,
    closedAt: iso(r.closed_at),
  },
  refunded: r.refunded_at !== null,
});
