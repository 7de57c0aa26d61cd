import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isMaintenanceError } from './api-client';

interface QueryClientHooks {
  // Called when any query or mutation is answered 503 MAINTENANCE (the app then re-reads the status).
  onMaintenance?: (failedQueryKey: readonly unknown[] | undefined) => void;
}

// Spec §9: data never goes stale, no refetch on window focus, no polling, no retries.
export const createQueryClient = ({ onMaintenance }: QueryClientHooks = {}) =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isMaintenanceError(error)) onMaintenance?.(query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isMaintenanceError(error)) onMaintenance?.(undefined);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
