import { AccountType, UserMode } from '../catalog/account';
import type { TextSize } from '../users/text-sizes';

/** What every signed-in user may read of an account. */
export interface AccountSummary {
  id: string;
  name: string;
  accountType: AccountType;
  mode: UserMode;
  isAdmin: boolean;
  isValidated: boolean;
}

/** What login, register and /api/auth/me answer: the account and the person's own settings. */
export interface AuthUserResponse extends AccountSummary {
  /** 'Tamaño de letra' chosen on the account; null until the person chooses one. */
  textSize: TextSize | null;
}
