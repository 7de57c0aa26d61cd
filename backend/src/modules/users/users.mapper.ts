import { AccountSummary, AuthUserResponse, UserPrivateResponse, UserPublicResponse } from '@conectando/contracts';
import { fileUrl } from '../files/files.service';
import { User } from './entities/user.entity';

const toAccountSummary = (u: User): AccountSummary => ({
  id: u.id,
  name: u.name,
  accountType: u.accountType,
  mode: u.mode,
  isAdmin: u.isAdmin,
  isValidated: u.isValidated,
});

// The person's own settings ride only on their own answers, never on what others see of them.
export const toAuthUser = (u: User): AuthUserResponse => ({ ...toAccountSummary(u), textSize: u.textSize ?? null });

export const toPublicUser = (u: User): UserPublicResponse => ({
  ...toAccountSummary(u),
  bio: u.bio,
  region: u.region,
  country: u.country,
  location: u.location,
  profileImageUrl: fileUrl(u.profileImageFileId),
  skills: u.skills,
  specialty: u.specialty,
  institutionName: u.institutionName,
  createdAt: u.createdAt.toISOString(),
  verifications: u.verifications ?? [],
  rnpiNumber: u.rnpiNumber,
});

export const toPrivateUser = (u: User): UserPrivateResponse => ({
  ...toPublicUser(u),
  email: u.email,
  birthDate: u.birthDate,
  gender: u.gender,
  acceptNotifications: u.acceptNotifications,
  certificateUrl: fileUrl(u.certificateFileId),
  institutionEmail: u.institutionEmail,
  legalRepresentative: u.legalRepresentative,
  institutionDocumentUrl: fileUrl(u.institutionDocumentFileId),
  validatedAt: u.validatedAt?.toISOString() ?? null,
  rut: u.rut,
  validationDeclinedReason: u.validationDeclinedReason,
});

/** The user and admins see private fields; everyone else the public ones. */
export const toUserFor = (viewer: User, u: User) =>
  viewer.id === u.id || viewer.isAdmin ? toPrivateUser(u) : toPublicUser(u);
