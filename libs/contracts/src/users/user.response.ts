import type { AuthUserResponse } from '../auth/auth-user.response';
import { Gender } from '../catalog/account';

/** Fields any signed-in user may read. */
export interface UserPublicResponse extends AuthUserResponse {
  bio: string | null;
  region: string;
  country: string;
  location: string | null;
  profileImageUrl: string | null;
  skills: string[];
  specialty: string | null;
  institutionName: string | null;
  createdAt: string;
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
}

export type UserResponse = UserPublicResponse | UserPrivateResponse;

export const isPrivateUser = (u: UserResponse): u is UserPrivateResponse => 'email' in u;
