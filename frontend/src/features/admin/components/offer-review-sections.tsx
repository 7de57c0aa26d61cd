import { useState } from 'react';
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { useQueryClient } from '@tanstack/react-query';
import { MARKET_MSG, type AdminOffersResponse, type JobOfferResponse } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { useAdminOffers } from '../api/get-admin-offers';
import { offerKeys } from '@/lib/offer-keys';
import { useUpdateOfferStatus } from '../api/update-offer-status';
import { AdminOfferCard } from './admin-offer-card';
import { PageLoadError } from '@/components/ui/page-load-error';
import { RejectOfferDialog } from './reject-offer-dialog';

const SECTIONS: { key: keyof AdminOffersResponse; title: string; empty: string }[] = [
  { key: 'pending', title: 'Pendientes de Validación', empty: 'No hay ofertas pendientes de validación' },
  { key: 'approved', title: 'Aprobadas', empty: 'No hay ofertas aprobadas' },
  { key: 'rejected', title: 'Rechazadas', empty: 'No hay ofertas rechazadas' },
];

// Three sections with their counts; pending cards approve or reject.
export const OfferReviewSections = () => {
  const offers = useAdminOffers();
  const updateStatus = useUpdateOfferStatus();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<JobOfferResponse | null>(null);

  // An institution submitted (or another admin reviewed) an offer: the sections move live.
  useSocketEvent('admin:queue-changed', ({ queue }) => {
    if (queue === 'offers') void queryClient.invalidateQueries({ queryKey: offerKeys.admin() });
  });
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: offerKeys.admin() }));

  if (offers.isPending) return <FullPageSpinner label="Cargando ofertas…" />;
  if (offers.isLoadingError) return <PageLoadError backTo={paths.admin} onRetry={() => void offers.refetch()} />;

  const review = (offer: JobOfferResponse, rejectionReason?: string) =>
    updateStatus.mutate(
      { offerId: offer.id, dto: rejectionReason ? { status: 'rejected', rejectionReason } : { status: 'approved' } },
      {
        onSuccess: () => {
          setRejecting(null);
          notify({
            title: MARKET_MSG.statusUpdated,
            description: rejectionReason ? `«${offer.title}» fue rechazada.` : `«${offer.title}» fue aprobada.`,
          });
        },
        // This failure has a fixed text.
        onError: () => notify({ title: 'Error', description: MARKET_MSG.statusUpdateFailed, variant: 'destructive' }),
      },
    );

  const approvingId =
    updateStatus.isPending && updateStatus.variables.dto.status === 'approved' ? updateStatus.variables.offerId : null;

  return (
    <Stack gap="8">
      {SECTIONS.map((section) => {
        const list = offers.data[section.key];
        const headingId = `ofertas-${section.key}`;
        return (
          <Stack as="section" key={section.key} gap="4" aria-labelledby={headingId}>
            <HStack gap="3">
              <Heading as="h2" id={headingId} fontSize="2xl">
                {section.title}
              </Heading>
              <Badge
                colorPalette="brand"
                variant="solid"
                borderRadius="full"
                minW="7"
                px="2"
                justifyContent="center"
                fontSize="md"
              >
                {list.length}
              </Badge>
            </HStack>
            {list.length === 0 ? (
              <Text fontSize="lg" color="fg.muted" textAlign="center" py="6" px="4" bg="bg.muted" borderRadius="xl">
                {section.empty}
              </Text>
            ) : (
              <Stack gap="5">
                {list.map((offer) => (
                  <AdminOfferCard
                    key={offer.id}
                    offer={offer}
                    onApprove={(o) => review(o)}
                    onReject={setRejecting}
                    isApproving={approvingId === offer.id}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      <RejectOfferDialog
        offer={rejecting}
        isPending={updateStatus.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && review(rejecting, reason)}
      />
    </Stack>
  );
};
