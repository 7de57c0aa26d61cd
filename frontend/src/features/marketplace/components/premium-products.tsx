import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PLAN_MSG, PREMIUM_MSG, formatClp, type PREMIUM_PLANS, type TOKEN_PACKS } from '@conectando/contracts';
import { legibleDisabled } from '@/components/ui/legible-disabled';
import { ProductCard } from './product-card';

type Plan = (typeof PREMIUM_PLANS)[number];
type Pack = (typeof TOKEN_PACKS)[number];

interface PlansSectionProps {
  plans: Plan[];
  currentPlan: string;
  hasPlan: boolean;
  // A lower plan waiting for the next renewal, if any.
  nextPlan?: string | null;
  // The plan whose subscription or change is under way, if any.
  subscribing: string | null;
  onChoose: (plan: Plan) => void;
  // No card is inscribed yet: the plans are charged to one, so the cards say so and wait.
  needsCard?: boolean;
}

/** The card's one action: subscribe without a plan; with one, 'Suscrito' on it and a change on the others. */
const planAction = (plan: Plan, { currentPlan, hasPlan, nextPlan }: PlansSectionProps): string => {
  if (!hasPlan) return 'Suscribirme';
  if (plan.id !== currentPlan) return PLAN_MSG.changeAction;
  // A lower plan is waiting: the current one can be kept after all.
  return nextPlan ? PLAN_MSG.keepPlan : PREMIUM_MSG.subscribedBadge;
};

// 'Planes mensuales': one plan at a time; with one, the others are a change of plan.
export const PlansSection = (props: PlansSectionProps) => {
  const { plans, currentPlan, hasPlan, nextPlan = null, subscribing, onChoose, needsCard = false } = props;
  return (
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
        {plans.map((plan) => {
          const current = hasPlan && currentPlan === plan.id;
          const waiting = hasPlan && nextPlan === plan.id;
          return (
            <ProductCard
              key={plan.id}
              title={plan.name}
              lines={`${plan.tokensMonthly} tokens al mes`}
              price={`${formatClp(plan.priceClp)} al mes`}
              current={current}
              action={
                <Button
                  colorPalette="brand"
                  variant={hasPlan && !current ? 'outline' : 'solid'}
                  size="xl"
                  {...legibleDisabled}
                  disabled={needsCard || (current && !nextPlan) || waiting || subscribing !== null}
                  loading={subscribing === plan.id}
                  loadingText="Procesando…"
                  onClick={() => onChoose(plan)}
                >
                  {waiting ? PLAN_MSG.nextPlanChosen : planAction(plan, props)}
                </Button>
              }
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
};

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
