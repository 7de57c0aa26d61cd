import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { TRUSTED_MSG, TRUSTED_NAME_MAX } from './trusted-contact-messages';

/** PUT /api/me/trusted-contact. */
export class SetTrustedContactDto {
  @MaxLength(TRUSTED_NAME_MAX, { message: TRUSTED_MSG.nameInvalid })
  @Matches(/\S/, { message: TRUSTED_MSG.nameInvalid })
  @MinLength(1, { message: TRUSTED_MSG.nameInvalid })
  @IsString({ message: TRUSTED_MSG.nameInvalid })
  name!: string;

  @IsEmail({}, { message: TRUSTED_MSG.emailInvalid })
  @MaxLength(254, { message: TRUSTED_MSG.emailInvalid })
  @IsString({ message: TRUSTED_MSG.emailInvalid })
  email!: string;
}

/** POST /api/trusted-contact/accept and /leave: the token of the emailed link. */
export class TrustedContactTokenDto {
  // base64url of 32 random bytes.
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: TRUSTED_MSG.linkInvalid })
  @IsString({ message: TRUSTED_MSG.linkInvalid })
  token!: string;
}

export type TrustedContactStatus = 'invited' | 'active';

export interface TrustedAlertResponse {
  /** The warning that raised it: 'money', 'contact'… */
  kind: string;
  sentAt: string;
  /** The warned message (the person's own), so its warning can say the contact was told. */
  messageId: string;
}

/** GET /api/me/trusted-contact. */
export interface TrustedContactResponse {
  contact: {
    name: string;
    email: string;
    status: TrustedContactStatus;
    invitedAt: string;
    acceptedAt: string | null;
  } | null;
  alerts: TrustedAlertResponse[];
}

/** What the accept page shows before and after. */
export interface TrustedInvitationResponse {
  status: TrustedContactStatus;
  personName: string;
}
