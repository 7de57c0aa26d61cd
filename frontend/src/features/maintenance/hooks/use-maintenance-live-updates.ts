import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import type { MaintenanceStatus } from '../api/get-maintenance-status';
import { maintenanceKeys } from '../api/maintenance-keys';

// The switch flips for everyone at once: the gate shows or leaves the 'En Construcción' page without a reload.
export function useMaintenanceLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('maintenance:changed', ({ isInMaintenance }) => {
    const status = queryClient.getQueryData<MaintenanceStatus>(maintenanceKeys.status());
    if (status) queryClient.setQueryData<MaintenanceStatus>(maintenanceKeys.status(), { ...status, isInMaintenance });
    else void queryClient.invalidateQueries({ queryKey: maintenanceKeys.status() });
  });
  // It may have flipped while the socket was away.
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: maintenanceKeys.status() }), {
    sessionWide: true,
  });
}
