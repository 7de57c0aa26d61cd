import { AuthUserResponse, UserPrivateResponse, UserPublicResponse } from '@conectando/contracts';
import { fileUrl } from '../files/files.service';
import { User } from './entities/user.entity';

export const toAuthUser = (u: User): AuthUserResponse => ({
  id: u.id,
  name: u.name,
  accountType: u.accountType,
  mode: u.mode,
  isAdmin: u.isAdmin,
  isValidated: u.isValidated,
});

export const toPublicUser = (u: User): UserPublicResponse => ({
  ...toAuthUser(u),
  bio: u.bio,
  region: u.region,
  country: u.country,
  location: u.location,
  profileImageUrl: fileUrl(u.profileImageFileId),
  skills: u.skills,
  specialty: u.specialty,
  institutionName: u.institutionName,
  createdAt: u.createdAt.toISOString(),
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
});

/** The user and admins see private fields; everyone else the public ones. */
export const toUserFor = (viewer: User, u: User) =>
  viewer.id === u.id || viewer.isAdmin ? toPrivateUser(u) : toPublicUser(u);
