import type { RegisterFormDto } from '@conectando/contracts';

export const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// Optional fields must be undefined (not '') so the DTO's @IsOptional lets them through.
export const DEFAULT_VALUES = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  birthDate: undefined,
  gender: undefined,
  country: '',
  region: '',
  acceptTerms: false,
  acceptPrivacy: false,
  acceptNotifications: false,
  profileImage: undefined,
  specialty: '',
  certificateUrl: undefined,
  institutionName: '',
  legalRepresentative: '',
  institutionEmail: '',
  institutionDocumentUrl: undefined,
  rut: undefined,
  rnpiNumber: undefined,
} satisfies Partial<RegisterFormDto>;
