import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG, type CreateApplicationDto, type JobOfferResponse } from '@conectando/contracts';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { isApiError } from '@/lib/api-client';
import { useCreateApplication } from '../api/create-application';
import { useOffer } from '../api/get-offer';
import { useOffers } from '../api/get-offers';
import { cannotSpendToken, useTokenAvailability } from '../hooks/use-token-availability';
import type { OfferFilters as Filters } from '@/lib/offer-keys';
import { notifyError } from '@/components/ui/notify-error';
import { ApplicantSummary, NoTokensAlert } from './applicant-summary';
import { ApplyDialog } from './apply-dialog';
import { LinkedOfferNotice, type LinkedOfferState } from './linked-offer-notice';
import { PageLoadError } from '@/components/ui/page-load-error';
import { OfferCard } from './offer-card';
import { OfferFilters } from './offer-filters';
import { TokensUnavailable } from './tokens-unavailable';

// What /marketplace/apply/:id found: an offer open to apply to, or a reason to say why not (missing,
// not approved or closed: 'gone'; already applied; or the read itself failed) instead of showing nothing.
const linkedOfferState = (id: string | undefined, linked: ReturnType<typeof useOffer>): LinkedOfferState => {
  if (!id) return 'none';
  if (linked.isPending) return 'loading';
  if (linked.isError && isApiError(linked.error) && linked.error.status === 404) return 'gone';
  // A failed refresh keeps what was read (a lost signal after applying must not hide the offer).
  if (linked.isLoadingError) return 'failed';
  if (linked.data.status !== 'approved' || linked.data.closedAt) return 'gone';
  return linked.data.hasApplied ? 'applied' : 'open';
};

interface OffersBrowserProps {
  // /marketplace/apply/:id opens the apply dialog on that offer.
  applyToOfferId?: string;
}

// Approved offers, a user summary, filters, and the apply dialog.
export const OffersBrowser = ({ applyToOfferId }: OffersBrowserProps) => {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [filters, setFilters] = useState<Filters>({});
  const offers = useOffers(filters);
  const tokens = useTokenAvailability();
  const apply = useCreateApplication();
  const [chosen, setChosen] = useState<JobOfferResponse | null>(null);
  const linked = useOffer(applyToOfferId);
  const linkedState = linkedOfferState(applyToOfferId, linked);
  const linkedOffer = linkedState === 'open' ? linked.data! : null;
  const [linkedDismissed, setLinkedDismissed] = useState(false);
  const dialogOffer = chosen ?? (linkedDismissed ? null : linkedOffer);

  const available = tokens.status === 'ready' ? tokens.available : undefined;
  const applyDisabled = cannotSpendToken(tokens);

  const closeDialog = () => {
    setChosen(null);
    if (applyToOfferId) {
      setLinkedDismissed(true);
      void navigate(paths.availableOffers, { replace: true });
    }
  };

  const submit = (dto: CreateApplicationDto) =>
    apply.mutate(
      { ...dto, professionalId: user?.id },
      {
        onSuccess: () => {
          notify({ title: MARKET_MSG.appliedTitle, description: MARKET_MSG.applied });
          closeDialog();
        },
        onError: (error) =>
          isApiError(error) && error.status === 402
            ? notify({
                title: MARKET_MSG.noTokensTitle,
                description: MARKET_MSG.noTokensToApply,
                variant: 'destructive',
              })
            : notifyError(error, MARKET_MSG.applyFailed),
      },
    );

  return (
    <Stack gap="5">
      <LinkedOfferNotice
        state={linkedState}
        title={linked.data?.title}
        retrying={linked.isFetching}
        onRetry={() => void linked.refetch()}
      />
      <ApplicantSummary name={user?.name} tokens={tokens} />
      {tokens.status === 'failed' && <TokensUnavailable onRetry={tokens.retry} isRetrying={tokens.isRetrying} />}

      {available === 0 && <NoTokensAlert />}

      <OfferFilters value={filters} onChange={setFilters} />

      {offers.isPending ? (
        <FullPageSpinner label="Cargando ofertas…" />
      ) : offers.isLoadingError ? (
        <PageLoadError backTo={paths.marketplace} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <Text fontSize="lg" color="fg.muted" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
          No hay ofertas aprobadas disponibles en este momento
        </Text>
      ) : (
        <Stack as="ul" gap="5" listStyleType="none" m="0" p="0" aria-label="Ofertas">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                applyDisabled={applyDisabled}
                applyDisabledReason={available === 0 ? MARKET_MSG.noTokensToApply : undefined}
                onApply={setChosen}
              />
            </li>
          ))}
        </Stack>
      )}

      <ApplyDialog
        offer={dialogOffer}
        tokens={tokens}
        isSubmitting={apply.isPending}
        onClose={closeDialog}
        onSubmit={submit}
      />
    </Stack>
  );
};
