import { USER_TYPES, type AuthUserResponse, type UserType } from '@conectando/contracts';
import { readStorage, writeStorage } from '../storage';

// The local-storage keys the spec names. The server session stays the source of truth;
// these mirror it so requests can carry x-user-id and other tabs can notice a sign-in or sign-out.
export const STORAGE_KEYS = {
  userId: 'userId',
  userData: 'userData',
  userRole: 'userRole',
  selectedUserType: 'selectedUserType',
} as const;

export const getStoredUserId = (): string | null => readStorage(STORAGE_KEYS.userId);

export const saveSessionMirror = (user: AuthUserResponse): void => {
  writeStorage(STORAGE_KEYS.userId, user.id);
  writeStorage(STORAGE_KEYS.userData, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.userRole, user.accountType);
};

export const clearSessionMirror = (): void => {
  writeStorage(STORAGE_KEYS.userId, null);
  writeStorage(STORAGE_KEYS.userData, null);
  writeStorage(STORAGE_KEYS.userRole, null);
};

// What one account keeps on this phone besides the session (chat drafts): keyed by the account, so
// another person signed in on the same phone never sees it, and dropped when the account signs out.
const ACCOUNT_DATA_PREFIX = 'account:';

export const accountDataKey = (userId: string, name: string): string => `${ACCOUNT_DATA_PREFIX}${userId}:${name}`;

// Signing out on a shared phone leaves nothing of what the person was writing; another person signing
// in on it finds nothing of the previous account's (the same person signing in again keeps theirs).
export const forgetAccountData = (exceptUserId?: string): void => {
  const kept = exceptUserId === undefined ? null : accountDataKey(exceptUserId, '');
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(ACCOUNT_DATA_PREFIX) && !(kept && key.startsWith(kept))) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
};

export const parseUserType = (value: string | null): UserType | null =>
  value && (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : null;

export const getSelectedUserType = (): UserType | null => parseUserType(readStorage(STORAGE_KEYS.selectedUserType));

export const setSelectedUserType = (type: UserType): void => writeStorage(STORAGE_KEYS.selectedUserType, type);
