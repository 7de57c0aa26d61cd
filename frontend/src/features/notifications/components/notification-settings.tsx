import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import { Fieldset } from '@/components/ui/chakra/fieldset';
import { NOTIFICATION_CATEGORY_LABELS, type NotificationPreference } from '@conectando/contracts';
import { LoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreference } from '../api/notification-preferences';
import { PushDeviceCard } from './push-device-card';

const ChannelBox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) => (
  <Checkbox.Root
    checked={checked}
    onCheckedChange={(e) => onChange(e.checked === true)}
    size="lg"
    minH="11"
    alignItems="center"
  >
    <Checkbox.HiddenInput />
    <Checkbox.Control />
    <Checkbox.Label fontSize="lg">{label}</Checkbox.Label>
  </Checkbox.Root>
);

// The profile's 'Notificaciones' section: this device's pushes, and which channels each kind uses.
export const NotificationSettings = () => {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  const change = (item: NotificationPreference) => save.mutate(item);

  return (
    <Stack as="section" aria-labelledby="notificaciones" gap="4">
      <Heading as="h2" id="notificaciones" fontSize="2xl">
        Notificaciones
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        La campana de la aplicación siempre muestra todo. Elige qué más quieres recibir.
      </Text>
      <PushDeviceCard />
      {preferences.isLoadingError && <LoadError onRetry={() => void preferences.refetch()} />}
      {preferences.data?.items.map((item) => (
        <Fieldset.Root key={item.type} borderTopWidth="1px" pt="3">
          <Fieldset.Legend fontSize="xl" fontWeight="bold">
            {NOTIFICATION_CATEGORY_LABELS[item.type].title}
          </Fieldset.Legend>
          <Fieldset.HelperText fontSize="lg" color="fg.muted">
            {NOTIFICATION_CATEGORY_LABELS[item.type].description}
          </Fieldset.HelperText>
          <HStack gap="6" wrap="wrap">
            <ChannelBox
              label="Aviso en el teléfono"
              checked={item.push}
              onChange={(push) => change({ ...item, push })}
            />
            <ChannelBox label="Correo" checked={item.email} onChange={(email) => change({ ...item, email })} />
          </HStack>
        </Fieldset.Root>
      ))}
      {save.isError && (
        <Text fontSize="lg" color="fg.error" role="alert">
          {errorMessage(save.error)}
        </Text>
      )}
    </Stack>
  );
};
