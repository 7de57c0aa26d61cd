import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { AccountType } from '../catalog/account';
import { VERIFICATION_KINDS, VERIFICATION_MSG, type Verification, type VerificationKind } from '../users/verifications';

/** An account waiting for an admin's review, with its deadline in Chilean business days. */
export interface PendingAccountResponse {
  id: string;
  name: string;
  email: string;
  accountType: AccountType.Profesional | AccountType.Institucion;
  specialty: string | null;
  institutionName: string | null;
  institutionEmail: string | null;
  legalRepresentative: string | null;
  /** URL of the certificate (professionals) or institutional document (institutions). */
  documentUrl: string | null;
  createdAt: string;
  /** YYYY-MM-DD: 5 Chilean business days after registration. */
  reviewDeadline: string;
  /** As given (normalized, without dots): the dialog links the Superintendencia's lookup with it. */
  rut: string | null;
  rnpiNumber: string | null;
}

/**
 * PATCH /api/admin/users/:id/validate. An empty body still validates; `checks` says what was
 * checked; `decision: 'declined'` with a reason sends the person back to send a new document.
 */
export class ValidateAccountDto {
  @IsOptional()
  @IsIn(['validated', 'declined'], { message: VERIFICATION_MSG.decisionInvalid })
  decision?: 'validated' | 'declined';

  @IsOptional()
  @IsArray({ message: VERIFICATION_MSG.checksInvalid })
  @ArrayMaxSize(VERIFICATION_KINDS.length, { message: VERIFICATION_MSG.checksInvalid })
  @IsIn(VERIFICATION_KINDS, { each: true, message: VERIFICATION_MSG.checksInvalid })
  checks?: VerificationKind[];

  @ValidateIf((o: ValidateAccountDto) => o.decision === 'declined')
  @MaxLength(500, { message: VERIFICATION_MSG.reasonRequired })
  @MinLength(1, { message: VERIFICATION_MSG.reasonRequired })
  @IsString({ message: VERIFICATION_MSG.reasonRequired })
  reason?: string;

  /** The spec's old body named the admin; the session's admin decides, so it is accepted and ignored. */
  @IsOptional()
  @IsString()
  adminId?: string;
}

export interface AccountValidationResponse {
  userId: string;
  isValidated: boolean;
  validatedAt: string | null;
  validatedBy: string;
  verifications: Verification[];
  /** Set when the admin declined: what the person reads. */
  declinedReason?: string;
}

/** Review time for accounts and offers. */
export const REVIEW_BUSINESS_DAYS = 5;
