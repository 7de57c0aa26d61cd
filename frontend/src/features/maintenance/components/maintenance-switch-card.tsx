import { Text } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { Card } from '@/components/ui/chakra/card';
import { Switch } from '@/components/ui/chakra/switch';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useMaintenanceStatus } from '../api/get-maintenance-status';
import { useSetMaintenance } from '../api/set-maintenance';

export const MaintenanceSwitchCard = () => {
  const status = useMaintenanceStatus();
  const setMaintenance = useSetMaintenance();
  const isOn = status.data?.isInMaintenance ?? false;

  const toggle = (next: boolean) =>
    setMaintenance.mutate(
      { isInMaintenance: next },
      {
        onSuccess: () =>
          notify({
            title: next ? 'Modo mantenimiento activado' : 'Modo mantenimiento desactivado',
            description: next
              ? 'Solo los administradores pueden usar la aplicación.'
              : 'La aplicación está disponible para todos.',
          }),
        onError: (error) =>
          notify({
            title: 'Error',
            description: errorMessage(error, 'No se pudo cambiar el modo mantenimiento'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card.Root variant="outline" borderWidth="2px" borderRadius="xl">
      <Card.Body gap="3">
        <Switch.Root
          size="lg"
          colorPalette="brand"
          checked={isOn}
          disabled={status.isPending || setMaintenance.isPending}
          onCheckedChange={({ checked }) => toggle(checked)}
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          gap="4"
          minH="12"
          width="full"
          // Large text: the switch goes under its label, which gets the whole width.
          css={largeText({ flexDirection: 'column', alignItems: 'flex-start' })}
        >
          <Switch.Label fontSize="xl" fontWeight="bold">
            Modo mantenimiento
          </Switch.Label>
          <Switch.HiddenInput role="switch" />
          {/* The "off" track needs 3:1 against the card (WCAG 1.4.11); Chakra's default is lighter. */}
          <Switch.Control bg={isOn ? 'brand.700' : 'gray.500'} />
        </Switch.Root>
        <Text fontSize="md" color="fg.muted">
          Mientras está activo, solo los administradores ven la aplicación. El resto ve la página «En Construcción».
        </Text>
        <Text fontSize="md" fontWeight="semibold" color={isOn ? 'fg.error' : 'fg.success'} role="status">
          {status.isPending ? 'Consultando estado…' : isOn ? 'Estado: activado' : 'Estado: desactivado'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
};
