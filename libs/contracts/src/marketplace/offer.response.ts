import type { Modality, ServiceType } from '../catalog/marketplace';

export type OfferStatus = 'pending' | 'approved' | 'rejected';

/** Why an approved offer closed: it awarded an application, or the institution closed it ('Cerrar sin adjudicar'). */
export type OfferClosedReason = 'awarded' | 'closed_without_award';

/** GET /api/offers, /api/offers/:id, /api/job-offers: one job offer. */
export interface JobOfferResponse {
  id: string;
  institutionId: string;
  /** The institution's name (institutionName, or the account name when missing). */
  institutionName: string;
  title: string;
  description: string;
  serviceType: ServiceType;
  location: string;
  /** CLP, whole pesos. */
  payment: number;
  /** Minutes. */
  duration: number;
  modality: Modality;
  requirements: string | null;
  status: OfferStatus;
  rejectionReason: string | null;
  scheduledDate: string | null;
  /** Set once the offer stops receiving applications (awarded or closed without award). */
  closedAt: string | null;
  closedReason: OfferClosedReason | null;
  /** The spec's alternative list reading: approved and open → active; closed → completed; otherwise null. */
  listStatus: 'active' | 'completed' | null;
  /** Professionals only: whether the caller already applied (so the button can say so). */
  hasApplied?: boolean;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/my/offers: the institution's own offers with their application counts. */
export interface MyOfferResponse extends JobOfferResponse {
  unreadApplicationsCount: number;
  totalApplicationsCount: number;
}

/** GET /api/admin/pending-counts and the `admin:pending-counts` socket event. */
export interface AdminPendingCountsResponse {
  users: number;
  offers: number;
  /** Open reports in the moderation queue. */
  reports: number;
  /** Open 'Pedir ayuda' conversations. */
  help: number;
}

/** GET /api/admin/offers: the 'Validar Ofertas' sections. */
export interface AdminOffersResponse {
  pending: JobOfferResponse[];
  approved: JobOfferResponse[];
  rejected: JobOfferResponse[];
}
