import type { JobOfferResponse, MyOfferResponse } from '@conectando/contracts';
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
