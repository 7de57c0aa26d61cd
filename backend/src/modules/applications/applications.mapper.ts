import type { ApplicationResponse, MyApplicationResponse, OfferApplicationEntry } from '@conectando/contracts';
import type { User } from '../users/entities/user.entity';
import type { OfferFacts } from '../offers/offers.service';
import type { Application } from './entities/application.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toApplicationResponse = (a: Application): ApplicationResponse => ({
  id: a.id,
  jobOfferId: a.jobOfferId,
  professionalId: a.professionalId,
  coverLetter: a.coverLetter,
  proposedRate: a.proposedRate,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  awardedAt: iso(a.awardedAt),
  isRead: a.readAt !== null,
  readAt: iso(a.readAt),
});

export const toEntry = (a: Application, p: User): OfferApplicationEntry => ({
  application: toApplicationResponse(a),
  professional: {
    id: a.professionalId,
    name: p.name,
    email: p.email,
    specialty: p.specialty,
    ratingAvg: p.ratingAvg,
    ratingCount: p.ratingCount,
    verifications: p.verifications ?? [],
    rnpiNumber: p.rnpiNumber,
  },
});

export const toMyApplication = (a: Application, offer: OfferFacts): MyApplicationResponse => ({
  ...toApplicationResponse(a),
  offer: {
    id: a.jobOfferId,
    title: offer.title,
    institutionName: offer.institutionName,
    serviceType: offer.serviceType,
    modality: offer.modality,
    location: offer.location,
    payment: offer.payment,
    status: offer.status,
    closedAt: offer.closedAt,
  },
  refunded: a.refundedAt !== null,
});
