import { AccountType, UserMode, type AuthUserResponse, type UserPrivateResponse } from '@conectando/contracts';
import { json, type Handlers } from '../mock-api';

export const buildUser = (overrides: Partial<AuthUserResponse> = {}): AuthUserResponse => ({
  id: 'user-1',
  name: 'Rosa Martínez',
  accountType: AccountType.Persona,
  mode: UserMode.Learner,
  isAdmin: false,
  isValidated: true,
  textSize: null,
  ...overrides,
});

/** What the person's own profile screen reads: a Persona in Valparaíso, two weeks old, nothing pending. */
export const buildPrivateUser = (overrides: Partial<UserPrivateResponse> = {}): UserPrivateResponse => ({
  ...buildUser(),
  accountType: AccountType.Persona,
  email: 'rosa@demo.cl',
  bio: null,
  region: 'Valparaíso',
  country: 'chile',
  location: null,
  profileImageUrl: null,
  skills: [],
  specialty: null,
  institutionName: null,
  createdAt: new Date(Date.now() - 14 * 86_400_000).toISOString(),
  birthDate: null,
  gender: null,
  acceptNotifications: false,
  certificateUrl: null,
  institutionEmail: null,
  legalRepresentative: null,
  institutionDocumentUrl: null,
  validatedAt: null,
  verifications: [],
  rnpiNumber: null,
  rut: null,
  validationDeclinedReason: null,
  ...overrides,
});

const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };

export const authHandlers = {
  signedOut: (): Handlers => ({ 'GET /api/auth/me': json(unauthenticated, 401) }),
  signedIn: (user: AuthUserResponse): Handlers => ({ 'GET /api/auth/me': json(user) }),
};
