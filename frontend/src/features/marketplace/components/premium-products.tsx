import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import {
  PLAN_MSG,
  PREMIUM_MSG,
  formatClp,
  formatDate,
  type PREMIUM_PLANS,
  type TOKEN_PACKS,
  type TokenSummaryResponse,
} from '@conectando/contracts';
import { legibleDisabled } from '@/components/ui/legible-disabled';
import { planName } from './token-summary-card';

type Plan = (typeof PREMIUM_PLANS)[number];
type Pack = (typeof TOKEN_PACKS)[number];

interface ProductCardProps {
  title: string;
  lines: string;
  price: string;
  action: ReactNode;
  // The plan the user has now.
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

export const ActivePlanBanner = ({ summary, onCancel }: { summary: TokenSummaryResponse; onCancel: () => void }) => (
  <Box
    as="section"
    aria-label="Plan activo"
    bg="green.50"
    borderWidth="2px"
    borderColor="green.600"
    borderRadius="xl"
    p="5"
  >
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

interface PlansSectionProps {
  plans: Plan[];
  currentPlan: string;
  hasPlan: boolean;
  // The plan whose subscription is under way, if any.
  subscribing: string | null;
  onChoose: (plan: Plan) => void;
  // No card is inscribed yet: the plans are charged to one, so the cards say so and wait.
  needsCard?: boolean;
}

// 'Planes mensuales': one plan at a time, so every button waits while the user has one.
export const PlansSection = ({
  plans,
  currentPlan,
  hasPlan,
  subscribing,
  onChoose,
  needsCard = false,
}: PlansSectionProps) => (
  <Stack as="section" aria-labelledby="planes" gap="4">
    <Heading as="h2" id="planes" fontSize="2xl">
      Planes mensuales
    </Heading>
    <Text fontSize="md" color="fg.muted">
      Se cobra cada mes a tu tarjeta inscrita. Puedes cancelar cuando quieras y conservas tus tokens.
    </Text>
    {needsCard && !hasPlan && (
      <Text fontSize="lg" fontWeight="semibold">
        {PLAN_MSG.cardRequired}
      </Text>
    )}
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {plans.map((plan) => (
        <ProductCard
          key={plan.id}
          title={plan.name}
          lines={`${plan.tokensMonthly} tokens al mes`}
          price={`${formatClp(plan.priceClp)} al mes`}
          current={currentPlan === plan.id}
          action={
            <Button
              colorPalette="brand"
              size="xl"
              {...legibleDisabled}
              disabled={needsCard || hasPlan || subscribing !== null}
              loading={subscribing === plan.id}
              loadingText="Procesando…"
              onClick={() => onChoose(plan)}
            >
              {hasPlan ? PREMIUM_MSG.subscribedBadge : 'Suscribirme'}
            </Button>
          }
        />
      ))}
    </SimpleGrid>
  </Stack>
);

// 'Packs de tokens': one-off purchases.
export const PacksSection = ({
  packs,
  buying,
  onChoose,
}: {
  packs: Pack[];
  buying: string | null;
  onChoose: (pack: Pack) => void;
}) => (
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
              disabled={buying !== null}
              loading={buying === pack.id}
              loadingText="Procesando…"
              onClick={() => onChoose(pack)}
            >
              Comprar
            </Button>
          }
        />
      ))}
    </SimpleGrid>
  </Stack>
);
