import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '@/components/ui/system';
import { Toaster } from '@/components/ui/toaster';
import { maintenanceKeys } from '@/features/maintenance/api/maintenance-keys';
import { createQueryClient } from '@/lib/query-client';

// A 503 MAINTENANCE from any request means the switch was turned on: re-read the status so the gate
// shows the maintenance page (the status query itself never triggers this, to avoid a loop).
export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient({
    onMaintenance: (failedKey) => {
      if (failedKey?.[0] === maintenanceKeys.all[0]) return;
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
  return queryClient;
}

export const AppProvider = ({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) => {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
};
