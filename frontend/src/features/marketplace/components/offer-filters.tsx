import { useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { Collapsible } from '@/components/ui/chakra/collapsible';
import { MODALITY_LABELS, SERVICE_TYPE_LABELS, type Modality, type ServiceType } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { OfferFilters as Filters } from '@/lib/offer-keys';
import { CatalogSelect } from '@/components/ui/catalog-select';

interface OfferFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
}

const activeCount = (filters: Filters) =>
  [filters.serviceType, filters.modality, filters.location].filter(Boolean).length;

// Folded by default so the offers come first on a phone. The selects apply at once; the place applies
// on 'Buscar' (or Enter), not on every key.
export const OfferFilters = ({ value, onChange }: OfferFiltersProps) => {
  const [open, setOpen] = useState(false);
  const [location, setLocation] = useState(value.location ?? '');
  const count = activeCount(value);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="lg" width="full" justifyContent="space-between">
          {count > 0 ? `Filtrar ofertas (${count} activo${count === 1 ? '' : 's'})` : 'Filtrar ofertas'}
          <ChevronRightIcon boxSize="6" transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.2s" />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack
          as="form"
          role="search"
          aria-label="Filtrar ofertas"
          gap="4"
          mt="3"
          bg="white"
          borderWidth="2px"
          borderColor="border.emphasized"
          borderRadius="xl"
          p="4"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...value, location: location.trim() || undefined });
          }}
        >
          <FormField label="Tipo de servicio">
            <CatalogSelect
              labels={SERVICE_TYPE_LABELS}
              emptyLabel="Todos los tipos"
              value={value.serviceType ?? ''}
              onChange={(e) =>
                onChange({ ...value, serviceType: (e.target.value || undefined) as ServiceType | undefined })
              }
            />
          </FormField>
          <FormField label="Modalidad">
            <CatalogSelect
              labels={MODALITY_LABELS}
              emptyLabel="Todas las modalidades"
              value={value.modality ?? ''}
              onChange={(e) => onChange({ ...value, modality: (e.target.value || undefined) as Modality | undefined })}
            />
          </FormField>
          <FormField label="Ubicación">
            <HStack gap="2">
              <Input value={location} placeholder="Ej.: Santiago" onChange={(e) => setLocation(e.target.value)} />
              <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
                Buscar
              </Button>
            </HStack>
          </FormField>
          {count > 0 && (
            <Button
              variant="ghost"
              size="lg"
              alignSelf="flex-start"
              color="brand.fg"
              onClick={() => {
                setLocation('');
                onChange({});
              }}
            >
              Limpiar filtros
            </Button>
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
};
