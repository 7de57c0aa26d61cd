import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { DataList } from '@/components/ui/chakra/data-list';
import {
  MODALITY_LABELS,
  SERVICE_TYPE_LABELS,
  formatClp,
  formatCalendarDate,
  type JobOfferResponse,
} from '@conectando/contracts';

type Fact = [label: string, value: string];

// The facts of an offer every screen shows the same way.
export const offerFacts = (offer: JobOfferResponse): Fact[] => {
  const facts: Fact[] = [
    ['Tipo de servicio', SERVICE_TYPE_LABELS[offer.serviceType] ?? offer.serviceType],
    ['Modalidad', MODALITY_LABELS[offer.modality] ?? offer.modality],
    ['Ubicación', offer.location],
    ['Pago', formatClp(offer.payment)],
  ];
  if (offer.duration) facts.push(['Duración', `${offer.duration} min`]);
  if (offer.scheduledDate) facts.push(['Fecha', formatCalendarDate(offer.scheduledDate)]);
  return facts;
};

export const OfferFacts = ({ offer, exclude = [] }: { offer: JobOfferResponse; exclude?: string[] }) => (
  <DataList.Root orientation="horizontal" gap="2" size="lg">
    {offerFacts(offer)
      .filter(([label]) => !exclude.includes(label))
      .map(([label, value]) => (
        <DataList.Item key={label} alignItems="baseline">
          <DataList.ItemLabel fontSize="md" color="fg.muted" fontWeight="semibold" minW="9rem">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue fontSize="md" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
  </DataList.Root>
);

// 'Label: value' in running text (a proposed rate, the requirements).
export const LabelledText = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text fontSize="md" overflowWrap="anywhere">
    <Text as="span" fontWeight="semibold">
      {label}:{' '}
    </Text>
    {children}
  </Text>
);

// Description, facts and requirements: the body of an offer wherever it is read in full.
export const OfferBody = ({ offer }: { offer: JobOfferResponse }) => (
  <>
    <Text fontSize="md" whiteSpace="pre-line" overflowWrap="anywhere">
      {offer.description}
    </Text>
    <OfferFacts offer={offer} />
    {offer.requirements && <LabelledText label="Requisitos">{offer.requirements}</LabelledText>}
  </>
);
