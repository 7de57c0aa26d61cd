import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MaintenanceStatus } from './get-maintenance-status';
import { maintenanceKeys } from './maintenance-keys';

// When maintenance ends, whatever was cached before it may be stale (the data changed while the app
// was closed): every other query is marked stale, and the screens on display read theirs again.
export function followMaintenanceChanges(
  queryClient: QueryClient,
  isUnaffected: (key: QueryKey) => boolean,
): () => void {
  const statusHash = hashKey(maintenanceKeys.status());
  let wasOn = queryClient.getQueryData<MaintenanceStatus>(maintenanceKeys.status())?.isInMaintenance ?? false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== statusHash) return;
    const isOn = (event.query.state.data as MaintenanceStatus | undefined)?.isInMaintenance === true;
    const ended = wasOn && !isOn;
    wasOn = isOn;
    if (ended)
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== statusHash && !isUnaffected(query.queryKey),
      });
  });
}
