import type { AccountSummary } from './auth-user.response';
import { Gender } from '../catalog/account';
import type { Verification } from './verifications';

/** Fields any signed-in user may read. */
export interface UserPublicResponse extends AccountSummary {
  bio: string | null;
  region: string;
  country: string;
  location: string | null;
  profileImageUrl: string | null;
  skills: string[];
  specialty: string | null;
  institutionName: string | null;
  createdAt: string;
  /** What an admin checked when validating the account (never the documents themselves). */
  verifications: Verification[];
  /** A health professional's RNPI number, public in the Superintendencia's registry. */
  rnpiNumber: string | null;
}

/** Fields only the user and admins may read. */
export interface UserPrivateResponse extends UserPublicResponse {
  email: string;
  birthDate: string | null;
  gender: Gender | null;
  acceptNotifications: boolean;
  certificateUrl: string | null;
  institutionEmail: string | null;
  legalRepresentative: string | null;
  institutionDocumentUrl: string | null;
  validatedAt: string | null;
  rut: string | null;
  /** Why an admin declined the validation; null once a new document is sent. */
  validationDeclinedReason: string | null;
}

export type UserResponse = UserPublicResponse | UserPrivateResponse;

export const isPrivateUser = (u: UserResponse): u is UserPrivateResponse => 'email' in u;
