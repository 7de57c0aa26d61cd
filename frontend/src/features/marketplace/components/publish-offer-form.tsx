import { Box, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG, type CreateOfferDto, type JobOfferResponse } from '@conectando/contracts';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useCreateOffer } from '../api/create-offer';
import { useOffer } from '../api/get-offer';
import { useResubmitOffer } from '../api/resubmit-offer';
import { useTokenAvailability } from '../hooks/use-token-availability';
import { notifyError } from '@/components/ui/notify-error';
import { PageLoadError } from '@/components/ui/page-load-error';
import { OfferForm, type OfferFormValues } from './offer-form';

const offerCreated = () => notify({ title: MARKET_MSG.offerCreatedTitle, description: MARKET_MSG.offerCreated });

// /profesional/centro/publicar.
export const PublishOfferForm = () => {
  const navigate = useNavigate();
  const tokens = useTokenAvailability();
  const create = useCreateOffer();
  const submit = (dto: CreateOfferDto) =>
    create.mutate(dto, {
      onSuccess: () => {
        offerCreated();
        void navigate(paths.myOffers);
      },
      onError: (error) => notifyError(error, MARKET_MSG.offerCreateFailed),
    });
  return (
    <OfferForm
      submitLabel="Publicar Oferta"
      submittingLabel="Publicando…"
      isSubmitting={create.isPending}
      tokens={tokens}
      onSubmit={submit}
    />
  );
};

const toFormValues = (offer: JobOfferResponse): OfferFormValues => ({
  title: offer.title,
  description: offer.description,
  serviceType: offer.serviceType,
  modality: offer.modality,
  location: offer.location,
  payment: offer.payment,
  duration: offer.duration,
  requirements: offer.requirements ?? undefined,
});

// A rejected offer, corrected and sent back to review (it spends the token its rejection refunded).
export const ResubmitOfferForm = ({ offerId }: { offerId: string }) => {
  const navigate = useNavigate();
  const offer = useOffer(offerId);
  const tokens = useTokenAvailability();
  const resubmit = useResubmitOffer();
  if (offer.isPending) return <FullPageSpinner label="Cargando oferta…" />;
  if (offer.isLoadingError) return <PageLoadError backTo={paths.myOffers} onRetry={() => void offer.refetch()} />;
  if (offer.data.status !== 'rejected') {
    return (
      <Text fontSize="lg" bg="bg.muted" borderRadius="xl" p="5" textAlign="center">
        {MARKET_MSG.onlyRejectedEditable}
      </Text>
    );
  }
  const submit = (dto: CreateOfferDto) =>
    resubmit.mutate(
      { offerId, dto },
      {
        onSuccess: () => {
          offerCreated();
          void navigate(paths.myOffers);
        },
        onError: (error) => notifyError(error, MARKET_MSG.offerCreateFailed),
      },
    );
  return (
    <Stack gap="5">
      <Box bg="red.50" color="red.900" borderRadius="xl" p="4" borderWidth="2px" borderColor="red.200">
        <Text fontSize="md" fontWeight="semibold">
          Motivo del rechazo
        </Text>
        <Text fontSize="md" whiteSpace="pre-line">
          {offer.data.rejectionReason?.trim() || MARKET_MSG.noReason}
        </Text>
      </Box>
      <OfferForm
        defaultValues={toFormValues(offer.data)}
        submitLabel="Reenviar Oferta"
        submittingLabel="Reenviando…"
        isSubmitting={resubmit.isPending}
        tokens={tokens}
        onSubmit={submit}
      />
    </Stack>
  );
};
