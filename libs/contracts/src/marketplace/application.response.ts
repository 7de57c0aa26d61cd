import type { Verification } from '../users/verifications';
import type { JobOfferResponse } from './offer.response';

export type ApplicationStatus = 'submitted' | 'awarded' | 'rejected';

/** One application. */
export interface ApplicationResponse {
  id: string;
  jobOfferId: string;
  professionalId: string;
  coverLetter: string;
  /** CLP, or null when none was proposed. */
  proposedRate: number | null;
  status: ApplicationStatus;
  createdAt: string;
  awardedAt: string | null;
  /** True once the owning institution opened the offer's applications ('Leída por la institución'). */
  isRead: boolean;
  readAt: string | null;
}

/** The professional paired with an application: ratingAvg in hundredths. */
export interface ApplicationProfessional {
  id: string;
  name: string;
  email: string;
  specialty: string | null;
  ratingAvg: number;
  ratingCount: number;
  /** What an admin checked when validating the professional (the badge's words). */
  verifications: Verification[];
  rnpiNumber: string | null;
}

/** GET /api/offers/:id/applications and /api/job-offers/:id/applications (owning institution only). */
export interface OfferApplicationEntry {
  application: ApplicationResponse;
  professional: ApplicationProfessional;
}

/** GET /api/my/applications: the professional's applications with the offer they answer. */
export interface MyApplicationResponse extends ApplicationResponse {
  offer: Pick<
    JobOfferResponse,
    'id' | 'title' | 'institutionName' | 'serviceType' | 'modality' | 'location' | 'payment' | 'status' | 'closedAt'
  >;
  /** True when the offer closed without an award and the token came back (fair tokens). */
  refunded: boolean;
}

/** GET /api/professional-profiles (institutions only): validated professionals' public profiles. */
export interface ProfessionalProfileResponse {
  id: string;
  name: string;
  specialty: string | null;
  region: string;
  country: string;
  bio: string | null;
  profileImageUrl: string | null;
  ratingAvg: number;
  ratingCount: number;
}

/** Rating shown only when count > 0, as average/100 to one decimal. */
export const formatRating = (ratingAvg: number): string =>
  (ratingAvg / 100).toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
