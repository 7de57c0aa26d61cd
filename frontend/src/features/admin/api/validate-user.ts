import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountValidationResponse, PendingAccountResponse, ValidateAccountDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { adminKeys } from './admin-keys';

// Sends the admin's id in the body as well; the server trusts only the session (docs/decisions/sessions-and-identity.md).
export const validateUser = ({
  userId,
  decision,
}: {
  userId: string;
  decision: ValidateAccountDto;
}): Promise<AccountValidationResponse> =>
  api.patch<AccountValidationResponse>(`/admin/users/${encodeURIComponent(userId)}/validate`, {
    adminId: getStoredUserId() ?? undefined,
    ...decision,
  });

export const useValidateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateUser,
    onSuccess: (_response, { userId }) => {
      // The card leaves at once; the refetch then brings whatever else changed meanwhile.
      queryClient.setQueryData<PendingAccountResponse[]>(adminKeys.pendingUsers(), (list) =>
        list?.filter((account) => account.id !== userId),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingUsers() });
    },
  });
};
