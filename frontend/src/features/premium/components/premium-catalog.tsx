import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  PREMIUM_MSG,
  PREMIUM_PLANS,
  TOKEN_PACKS,
  formatClp,
  formatDate,
  planTypeFor,
  type AccountType,
  type TokenSummaryResponse,
} from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/features/marketplace/components/confirm-dialog';
import { LoadError } from '@/features/marketplace/components/load-error';
import { legibleDisabled } from '@/features/marketplace/utils/legible-disabled';
import { notifyError } from '@/features/marketplace/utils/notify-error';
import { useTokenSummary } from '@/features/tokens/api/get-token-summary';
import { TokenSummaryCard, planName } from '@/features/tokens/components/token-summary-card';
import { useCancelPremium, useSubscribePremium, useTopUpTokens } from '../api/premium-mutations';

interface ProductCardProps {
  title: string;
  lines: string;
  price: string;
  action: ReactNode;
  /** The plan the user has now. */
  current?: boolean;
}

const ProductCard = ({ title, lines, price, action, current = false }: ProductCardProps) => (
  <Stack
    as="article"
    aria-label={title}
    gap="3"
    bg={current ? 'green.50' : 'white'}
    borderWidth="2px"
    borderColor={current ? 'green.600' : 'border.emphasized'}
    borderRadius="xl"
    p="5"
  >
    <Heading as="h3" fontSize="xl">
      {title}
    </Heading>
    {current && (
      <Text fontSize="md" fontWeight="semibold" color="green.900">
        Tu plan actual
      </Text>
    )}
    <Text fontSize="lg" fontWeight="semibold">
      {lines}
    </Text>
    <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
      {price}
    </Text>
    {action}
  </Stack>
);

const ActivePlanBanner = ({ summary, onCancel }: { summary: TokenSummaryResponse; onCancel: () => void }) => (
  <Box as="section" aria-label="Plan activo" bg="green.50" borderWidth="2px" borderColor="green.600" borderRadius="xl" p="5">
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="xl" fontWeight="bold" color="green.900">
          Plan {planName(summary.premiumPlan) ?? summary.premiumPlan}
        </Text>
        <Badge size="lg" colorPalette="green" variant="solid" bg="green.700" fontSize="md">
          {PREMIUM_MSG.subscribedBadge}
        </Badge>
      </HStack>
      <Text fontSize="md">
        {summary.premiumMonthly} tokens al mes
        {summary.premiumRenewsAt ? ` · se renueva el ${formatDate(summary.premiumRenewsAt)}` : ''}
      </Text>
      <Button variant="outline" colorPalette="red" color="red.700" size="lg" alignSelf="flex-start" onClick={onCancel}>
        Cancelar
      </Button>
    </Stack>
  </Box>
);

// Spec §2 /profesional/premium: the active plan, the monthly plans and the token packs of the account type.
export const PremiumCatalog = ({ accountType }: { accountType: AccountType }) => {
  const summary = useTokenSummary();
  const subscribe = useSubscribePremium();
  const topUp = useTopUpTokens();
  const cancel = useCancelPremium();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const planType = planTypeFor(accountType);

  if (summary.isPending) return <FullPageSpinner label="Cargando tus tokens…" />;
  if (summary.isError) return <LoadError backTo={paths.marketplace} onRetry={() => void summary.refetch()} />;

  const hasPlan = summary.data.premiumPlan !== 'none';
  const plans = PREMIUM_PLANS.filter((plan) => plan.planType === planType);
  const packs = TOKEN_PACKS.filter((pack) => pack.planType === planType);

  return (
    <Stack gap="8">
      {hasPlan && <ActivePlanBanner summary={summary.data} onCancel={() => setConfirmCancel(true)} />}
      <TokenSummaryCard summary={summary.data} />

      <Stack as="section" aria-labelledby="planes" gap="4">
        <Heading as="h2" id="planes" fontSize="2xl">
          Planes mensuales
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {plans.map((plan) => {
            const subscribing = subscribe.isPending && subscribe.variables.planId === plan.id;
            return (
              <ProductCard
                key={plan.id}
                title={plan.name}
                lines={`${plan.tokensMonthly} tokens al mes`}
                price={`${formatClp(plan.priceClp)} al mes`}
                current={summary.data.premiumPlan === plan.id}
                action={
                  <Button
                    colorPalette="brand"
                    size="xl"
                    {...legibleDisabled}
                    disabled={hasPlan || subscribe.isPending}
                    loading={subscribing}
                    loadingText="Procesando…"
                    onClick={() =>
                      subscribe.mutate(
                        { planId: plan.id, planType },
                        {
                          onSuccess: () => notify({ title: PREMIUM_MSG.subscribedTitle, description: PREMIUM_MSG.subscribed }),
                          onError: (error) => notifyError(error, PREMIUM_MSG.subscribeFailed),
                        },
                      )
                    }
                  >
                    {hasPlan ? PREMIUM_MSG.subscribedBadge : 'Suscribirme'}
                  </Button>
                }
              />
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack as="section" aria-labelledby="packs" gap="4">
        <Heading as="h2" id="packs" fontSize="2xl">
          Packs de tokens
        </Heading>
        <Text fontSize="md" color="fg.muted">
          Un pago único. Los tokens no vencen.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {packs.map((pack) => (
            <ProductCard
              key={pack.id}
              title={pack.name}
              lines={`${pack.tokens} tokens`}
              price={formatClp(pack.priceClp)}
              action={
                <Button
                  variant="outline"
                  size="xl"
                  disabled={topUp.isPending}
                  loading={topUp.isPending && topUp.variables.packId === pack.id}
                  loadingText="Procesando…"
                  onClick={() =>
                    topUp.mutate(
                      { packId: pack.id, planType },
                      {
                        onSuccess: () => notify({ title: PREMIUM_MSG.toppedUpTitle, description: PREMIUM_MSG.toppedUp }),
                        onError: (error) => notifyError(error, PREMIUM_MSG.topUpFailed),
                      },
                    )
                  }
                >
                  Comprar
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      </Stack>

      <ConfirmDialog
        open={confirmCancel}
        title="Cancelar suscripción"
        confirmLabel="Sí, cancelar"
        pendingLabel="Cancelando…"
        isPending={cancel.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => notify({ title: PREMIUM_MSG.cancelledTitle, description: PREMIUM_MSG.cancelled }),
            onError: (error) => notifyError(error, 'No se pudo cancelar la suscripción'),
            onSettled: () => setConfirmCancel(false),
          })
        }
      >
        {PREMIUM_MSG.cancelled}
      </ConfirmDialog>
    </Stack>
  );
};
