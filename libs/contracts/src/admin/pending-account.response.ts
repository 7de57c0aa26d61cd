import { AccountType } from '../catalog/account';

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
}

export interface AccountValidationResponse {
  userId: string;
  isValidated: true;
  validatedAt: string;
  validatedBy: string;
}

/** Review time for accounts and offers. */
export const REVIEW_BUSINESS_DAYS = 5;
