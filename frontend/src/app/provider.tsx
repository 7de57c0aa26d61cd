import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSystem } from '@/components/ui/system';
import { ToasterHost } from '@/components/ui/toaster-host';
import { authKeys } from '@/lib/session/auth-keys';
import { followSessionChanges } from '@/lib/session/session-cache';
import { followMaintenanceChanges } from '@/features/maintenance/api/follow-maintenance-changes';
import { maintenanceKeys } from '@/features/maintenance/api/maintenance-keys';
import { createQueryClient } from '@/lib/query-client';
import { SocketFactoryContext, closeLiveConnections, createAppSocket, type SocketFactory } from '@/lib/socket';

// The maintenance flag belongs to no account.
const isGlobalQuery = (key: QueryKey) => key[0] === maintenanceKeys.all[0];

// A 503 MAINTENANCE from any request means the switch was turned on: re-read the status so the gate
// shows the maintenance page. A 401 means the session ended (expired, or signed out elsewhere):
// re-read who is signed in. The status and session queries never trigger their own re-read.
export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    onMaintenance: (failedKey) => {
      if (failedKey?.[0] === maintenanceKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onUnauthenticated: (failedKey) => {
      if (failedKey?.[0] === authKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
  // Not one event of the previous account may reach the page after it leaves.
  followSessionChanges(queryClient, { onChange: closeLiveConnections, isShared: isGlobalQuery });
  followMaintenanceChanges(queryClient, (key) => key[0] === authKeys.all[0]);
  return queryClient;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  // How the live connection is made (tests pass a fake socket).
  createSocket?: SocketFactory;
}

export const AppProvider = ({ children, queryClient, createSocket = createAppSocket }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <SocketFactoryContext.Provider value={createSocket}>
          {children}
          <ToasterHost />
        </SocketFactoryContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
};
