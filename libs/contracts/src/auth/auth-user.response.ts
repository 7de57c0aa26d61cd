import { AccountType, UserMode } from '../catalog/account';

/** What login, register and /api/auth/me answer. */
export interface AuthUserResponse {
  id: string;
  name: string;
  accountType: AccountType;
  mode: UserMode;
  isAdmin: boolean;
  isValidated: boolean;
}
