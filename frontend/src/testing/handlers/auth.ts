import { AccountType, UserMode, type AuthUserResponse } from '@conectando/contracts';
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

const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };

export const authHandlers = {
  signedOut: (): Handlers => ({ 'GET /api/auth/me': json(unauthenticated, 401) }),
  signedIn: (user: AuthUserResponse): Handlers => ({ 'GET /api/auth/me': json(user) }),
};
