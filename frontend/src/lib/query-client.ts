import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isMaintenanceError } from './api-client';

interface QueryClientHooks {
  // Called when any query or mutation is answered 503 MAINTENANCE (the app then re-reads the status).
  onMaintenance?: (failedQueryKey: readonly unknown[] | undefined) => void;
  // Called when any query or mutation is answered 401 (the session ended: the app re-reads who is signed in).
  onUnauthenticated?: (failedQueryKey: readonly unknown[] | undefined) => void;
}

const isUnauthenticated = (error: unknown) => isApiError(error) && error.status === 401;

// Data never goes stale, no refetch on window focus, no polling, no retries.
export const createQueryClient = ({ onMaintenance, onUnauthenticated }: QueryClientHooks = {}) =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isMaintenanceError(error)) onMaintenance?.(query.queryKey);
        if (isUnauthenticated(error)) onUnauthenticated?.(query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isMaintenanceError(error)) onMaintenance?.(undefined);
        if (isUnauthenticated(error) && !mutation.options.meta?.['ignoreUnauthenticated'])
          onUnauthenticated?.(undefined);
      },
    }),
    // networkMode 'always': offline, a request runs and fails at once with its Spanish message, instead
    // of pausing (an endless 'Ingresando…' that signs the person in later, unasked).
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
