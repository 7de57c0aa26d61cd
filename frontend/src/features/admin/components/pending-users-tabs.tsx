import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Tabs } from '@/components/ui/chakra/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { AccountType, type PendingAccountResponse } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/use-socket-event';
import { adminKeys } from '../api/admin-keys';
import { usePendingUsers } from '../api/get-pending-users';
import { useValidateUser } from '../api/validate-user';
import { PendingUserCard } from './pending-user-card';
import { ValidateAccountDialog, type ValidationDecision } from './validate-account-dialog';
import { EmptyQueue } from './admin-queue-tabs';

const TABS = [
  { value: AccountType.Profesional, label: 'Profesionales', empty: 'No hay profesionales pendientes de validación' },
  { value: AccountType.Institucion, label: 'Instituciones', empty: 'No hay instituciones pendientes de validación' },
] as const;

export const PendingUsersTabs = () => {
  const pending = usePendingUsers();
  const validate = useValidateUser();
  const [deciding, setDeciding] = useState<PendingAccountResponse | null>(null);
  const queryClient = useQueryClient();
  // Another admin validated someone, or a new account registered: the list moves live.
  useSocketEvent('admin:queue-changed', ({ queue }) => {
    if (queue === 'users') void queryClient.invalidateQueries({ queryKey: adminKeys.pendingUsers() });
  });

  if (pending.isPending) return <FullPageSpinner label="Cargando cuentas pendientes…" />;
  if (pending.isLoadingError) {
    return (
      <Alert.Root status="error" borderRadius="xl" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="3">
          <Alert.Title fontSize="lg">No pudimos cargar las cuentas pendientes</Alert.Title>
          <Alert.Description fontSize="md">{errorMessage(pending.error)}</Alert.Description>
          <Button variant="outline" size="lg" onClick={() => void pending.refetch()} alignSelf="flex-start">
            Intentar de nuevo
          </Button>
        </Stack>
      </Alert.Root>
    );
  }

  const onValidate = (account: PendingAccountResponse) => setDeciding(account);
  const onDecide = (account: PendingAccountResponse, decision: ValidationDecision) =>
    validate.mutate(
      { userId: account.id, decision },
      {
        onSuccess: () => {
          setDeciding(null);
          if (decision.decision === 'declined')
            notify({
              title: 'Validación rechazada',
              description: `${account.name} verá el motivo y podrá enviar otro documento.`,
            });
          else notify({ title: 'Usuario validado', description: `${account.name} ya tiene acceso completo.` });
        },
        // This failure has a fixed text.
        onError: () => notify({ title: 'Error', description: 'No se pudo validar el usuario', variant: 'destructive' }),
      },
    );

  return (
    <>
      <ValidateAccountDialog
        account={deciding}
        pending={validate.isPending}
        onDecide={onDecide}
        onClose={() => setDeciding(null)}
      />
      <Tabs.Root defaultValue={AccountType.Profesional} variant="enclosed" size="lg" fitted lazyMount={false}>
        <Tabs.List width="full" mb="5">
          {TABS.map((tab) => {
            const count = pending.data.filter((a) => a.accountType === tab.value).length;
            return (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                minH="12"
                px="2"
                fontSize="0.9444rem"
                fontWeight="semibold"
                gap="1.5"
                color="fg"
              >
                {tab.label}
                <Badge
                  colorPalette="brand"
                  variant="solid"
                  borderRadius="full"
                  minW="6"
                  px="1.5"
                  justifyContent="center"
                  fontSize="sm"
                >
                  {count}
                </Badge>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {TABS.map((tab) => {
          const accounts = pending.data.filter((a) => a.accountType === tab.value);
          return (
            <Tabs.Content key={tab.value} value={tab.value} p="0">
              {accounts.length === 0 ? (
                <EmptyQueue>{tab.empty}</EmptyQueue>
              ) : (
                <Stack gap="5">
                  {accounts.map((account) => (
                    <PendingUserCard
                      key={account.id}
                      account={account}
                      onValidate={onValidate}
                      isValidating={validate.isPending && validate.variables.userId === account.id}
                    />
                  ))}
                </Stack>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
};
