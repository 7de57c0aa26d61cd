import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetMaintenanceDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import type { MaintenanceStatus } from './get-maintenance-status';
import { maintenanceKeys } from './maintenance-keys';

export const setMaintenance = (dto: SetMaintenanceDto): Promise<MaintenanceStatus | undefined> =>
  api.put<MaintenanceStatus>('/admin/maintenance', dto);

export const useSetMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    // The server answers with the new status.
    onSuccess: (status) => queryClient.setQueryData(maintenanceKeys.status(), status),
  });
};
