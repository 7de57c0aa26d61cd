import { useState } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG, type CreateApplicationDto, type JobOfferResponse } from '@conectando/contracts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { isApiError } from '@/lib/api-client';
import { useCreateApplication } from '../api/create-application';
import { useOffer } from '../api/get-offer';
import { useOffers } from '../api/get-offers';
import { cannotSpendToken, useTokenAvailability } from '../hooks/use-token-availability';
import type { OfferFilters as Filters } from '../api/marketplace-keys';
import { notifyError } from '../utils/notify-error';
import { ApplyDialog } from './apply-dialog';
import { LoadError } from './load-error';
import { OfferCard } from './offer-card';
import { OfferFilters } from './offer-filters';
import { TokensUnavailable } from './tokens-unavailable';

type LinkedOfferState = 'none' | 'loading' | 'open' | 'gone' | 'applied' | 'failed';

/**
 * What /marketplace/apply/:id found: an offer open to apply to, or a reason to say why not (missing,
 * not approved or closed: 'gone'; already applied; or the read itself failed) instead of showing nothing.
 */
const linkedOfferState = (id: string | undefined, linked: ReturnType<typeof useOffer>): LinkedOfferState => {
  if (!id) return 'none';
  if (linked.isPending) return 'loading';
  if (linked.isError) return isApiError(linked.error) && linked.error.status === 404 ? 'gone' : 'failed';
  if (linked.data.status !== 'approved' || linked.data.closedAt) return 'gone';
  return linked.data.hasApplied ? 'applied' : 'open';
};

interface OffersBrowserProps {
  /** /marketplace/apply/:id opens the apply dialog on that offer (spec §2 variant). */
  applyToOfferId?: string;
}

// Spec §2 'Ofertas Disponibles': approved offers, a user summary, filters, and the apply dialog.
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
      navigate(paths.availableOffers, { replace: true });
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
            ? notify({ title: MARKET_MSG.noTokensTitle, description: MARKET_MSG.noTokensToApply, variant: 'destructive' })
            : notifyError(error, MARKET_MSG.applyFailed),
      },
    );

  return (
    <Stack gap="5">
      {linkedState === 'gone' && (
        <Alert.Root status="info" borderRadius="xl" alignItems="flex-start" role="alert">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title fontSize="lg">{MARKET_MSG.offerUnavailableTitle}</Alert.Title>
            <Alert.Description fontSize="md">{MARKET_MSG.offerUnavailable}</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      {linkedState === 'applied' && (
        <Alert.Root status="success" borderRadius="xl" alignItems="flex-start" role="alert">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title fontSize="lg">{MARKET_MSG.alreadyApplied}: «{linked.data!.title}»</Alert.Title>
            <Button asChild variant="outline" size="lg" alignSelf="flex-start" bg="white">
              <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
            </Button>
          </Stack>
        </Alert.Root>
      )}
      {linkedState === 'failed' && (
        <Alert.Root status="error" borderRadius="xl" alignItems="flex-start" role="alert">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Description fontSize="md">{MARKET_MSG.offerLoadFailed}</Alert.Description>
            <Button variant="outline" size="lg" alignSelf="flex-start" bg="white" loading={linked.isFetching} onClick={() => void linked.refetch()}>
              Reintentar
            </Button>
          </Stack>
        </Alert.Root>
      )}

      <Box bg="brand.50" borderWidth="2px" borderColor="brand.200" borderRadius="xl" p="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="lg" fontWeight="bold">
              {user?.name}
            </Text>
            <Text fontSize="md" aria-live="polite">
              {tokens.status === 'loading'
                ? 'Cargando tus tokens…'
                : tokens.status === 'failed'
                  ? MARKET_MSG.tokensLoadFailedTitle
                  : `${tokens.available} ${tokens.available === 1 ? 'token disponible' : 'tokens disponibles'}`}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.myApplications}>Ver Mis Postulaciones</RouterLink>
            </Button>
            {/* Spec §2 'Profesional - Ofertas': 'Mi Perfil' to /marketplace/profile. */}
            <Button asChild variant="ghost" size="lg" color="brand.fg">
              <RouterLink to={paths.marketplaceProfile}>Mi Perfil</RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Box>

      {tokens.status === 'failed' && <TokensUnavailable onRetry={tokens.retry} isRetrying={tokens.isRetrying} />}

      {available === 0 && (
        <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="2">
            <Alert.Title fontSize="lg">{MARKET_MSG.noTokensTitle}</Alert.Title>
            <Alert.Description fontSize="md">{MARKET_MSG.noTokensToApply}</Alert.Description>
            <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start">
              <RouterLink to={paths.premium}>Ver planes y packs</RouterLink>
            </Button>
          </Stack>
        </Alert.Root>
      )}

      <OfferFilters value={filters} onChange={setFilters} />

      {offers.isPending ? (
        <FullPageSpinner label="Cargando ofertas…" />
      ) : offers.isError ? (
        <LoadError backTo={paths.marketplace} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <Text fontSize="lg" color="fg.muted" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
          No hay ofertas aprobadas disponibles en este momento
        </Text>
      ) : (
        <Stack as="ul" gap="5" listStyleType="none" m="0" p="0" aria-label="Ofertas">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} applyDisabled={applyDisabled} onApply={setChosen} />
            </li>
          ))}
        </Stack>
      )}

      <ApplyDialog offer={dialogOffer} tokens={tokens} isSubmitting={apply.isPending} onClose={closeDialog} onSubmit={submit} />
    </Stack>
  );
};
