import { useState } from 'react';
import type { UserType } from '@conectando/contracts';
import { getSelectedUserType, setSelectedUserType } from '@/lib/session/session-storage';

// The entry card chosen on the landing screen, remembered in local storage.
export function useSelectedUserType(): [UserType | null, (type: UserType) => void] {
  const [type, setType] = useState<UserType | null>(getSelectedUserType);
  const select = (next: UserType) => {
    setSelectedUserType(next);
    setType(next);
  };
  return [type, select];
}
