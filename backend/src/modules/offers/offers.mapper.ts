import type {
  JobOfferResponse,
  Modality,
  MyOfferResponse,
  OfferClosedReason,
  OfferStatus,
  ServiceType,
} from '@conectando/contracts';
import type { JobOffer } from './entities/job-offer.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// hasApplied is only told to professionals; undefined leaves the field out.
export const toOfferResponse = (o: JobOffer, institutionName: string, hasApplied?: boolean): JobOfferResponse => ({
  id: o.id,
  institutionId: o.institutionId,
  institutionName,
  title: o.title,
  description: o.description,
  serviceType: o.serviceType,
  location: o.location,
  payment: o.payment,
  duration: o.duration,
  modality: o.modality,
  requirements: o.requirements,
  status: o.status,
  rejectionReason: o.rejectionReason,
  scheduledDate: o.scheduledDate,
  closedAt: iso(o.closedAt),
  closedReason: o.closedReason,
  listStatus: o.status !== 'approved' ? null : o.closedAt ? 'completed' : 'active',
  ...(hasApplied === undefined ? {} : { hasApplied }),
  reviewedAt: iso(o.reviewedAt),
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

export const toMyOfferResponse = (
  o: JobOffer,
  institutionName: string,
  counts: { total: number; unread: number },
): MyOfferResponse => ({
  ...toOfferResponse(o, institutionName),
  unreadApplicationsCount: counts.unread,
  totalApplicationsCount: counts.total,
});

/** What other modules are told about an offer (events' reactions, an applicant's list). */
export interface OfferFacts {
  title: string;
  institutionId: string;
  institutionName: string;
  status: OfferStatus;
  rejectionReason: string | null;
  closedAt: string | null;
  closedReason: OfferClosedReason | null;
  serviceType: ServiceType;
  modality: Modality;
  location: string;
  payment: number;
}

export const toFacts = (o: JobOffer, institutionName: string): OfferFacts => ({
  title: o.title,
  institutionId: o.institutionId,
  institutionName,
  status: o.status,
  rejectionReason: o.rejectionReason,
  closedAt: o.closedAt ? o.closedAt.toISOString() : null,
  closedReason: o.closedReason,
  serviceType: o.serviceType,
  modality: o.modality,
  location: o.location,
  payment: o.payment,
});
