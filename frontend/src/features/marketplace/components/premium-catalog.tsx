import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CARD_RESULT_PARAM,
  PAYMENT_MSG,
  PLAN_MSG,
  PREMIUM_PLANS,
  TOKEN_PACKS,
  formatShortDate,
  planTypeFor,
  type AccountType,
  type PremiumPlan,
} from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths, paymentPath } from '@/config/paths';
import { PageLoadError } from '@/components/ui/page-load-error';
import { notifyError } from '@/components/ui/notify-error';
import { useTokenSummary } from '@/features/marketplace/api/get-token-summary';
import { TokenSummaryCard } from '@/features/marketplace/components/token-summary-card';
import { postToWebpay, useCards, useChangePlan, useStartPayment, useSubscribe, useSubscription } from '../api/payments';
import { CardResultNotice, CardSection } from './card-section';
import { ActivePlanBanner } from './active-plan-banner';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { PacksSection, PlansSection } from './premium-products';
import { PlanChangeDialog } from './plan-change-dialog';
import { PurchaseConfirmDialog, type Purchase } from './purchase-confirm-dialog';

// /tokens (and /profesional/premium): the active plan, the monthly plans and the token packs of the account type.
export const PremiumCatalog = ({ accountType }: { accountType: AccountType }) => {
  const summary = useTokenSummary();
  const startPayment = useStartPayment();
  const subscribe = useSubscribe();
  const cards = useCards();
  const changePlan = useChangePlan();
  const [change, setChange] = useState<PremiumPlan | null>(null);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const cardResult = search.get(CARD_RESULT_PARAM);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const planType = planTypeFor(accountType);
  const subscription = useSubscription(summary.data !== undefined && summary.data.premiumPlan !== 'none');

  if (summary.isPending) return <FullPageSpinner label="Cargando tus tokens…" />;
  if (summary.isLoadingError)
    return <PageLoadError backTo={paths.marketplace} onRetry={() => void summary.refetch()} />;

  const hasPlan = summary.data.premiumPlan !== 'none';
  const plans = PREMIUM_PLANS.filter((plan) => plan.planType === planType);
  const packs = TOKEN_PACKS.filter((pack) => pack.planType === planType);
  const card = cards.data?.[0];
  const current = PREMIUM_PLANS.find((p) => p.id === summary.data.premiumPlan) ?? null;
  const sub = subscription.data?.planId === summary.data.premiumPlan ? subscription.data : undefined;
  const nextPlan = PREMIUM_PLANS.find((p) => p.id === sub?.nextPlanId) ?? null;
  const nextPlanLine =
    nextPlan && sub?.renewsAt ? PLAN_MSG.nextPlanLine(formatShortDate(sub.renewsAt), nextPlan.name) : null;

  return (
    <Stack gap="8">
      {(cardResult === 'ok' || cardResult === 'error') && <CardResultNotice result={cardResult} />}
      {hasPlan && (
        <ActivePlanBanner summary={summary.data} nextPlanLine={nextPlanLine} onCancel={() => setConfirmCancel(true)} />
      )}
      <TokenSummaryCard summary={summary.data} />

      <CardSection card={card} />
      <PlansSection
        plans={plans}
        currentPlan={summary.data.premiumPlan}
        hasPlan={hasPlan}
        nextPlan={nextPlan?.id ?? null}
        subscribing={subscribe.isPending ? subscribe.variables : changePlan.isPending ? changePlan.variables : null}
        onChoose={(plan) => (hasPlan ? setChange(plan) : setPurchase({ kind: 'plan', plan }))}
        needsCard={!card}
      />
      <PacksSection
        packs={packs}
        buying={startPayment.isPending || startPayment.isSuccess ? startPayment.variables : null}
        onChoose={(pack) => setPurchase({ kind: 'pack', pack })}
      />
      <Button asChild size="lg" variant="outline" alignSelf="flex-start">
        <RouterLink to={paths.myPayments}>{PAYMENT_MSG.myPaymentsTitle}</RouterLink>
      </Button>

      <PurchaseConfirmDialog
        purchase={purchase}
        cardLine={card ? PLAN_MSG.cardLine(card.cardType, card.last4) : null}
        // Once Webpay's page is on its way, the dialog stays locked: a second tap would start a second payment.
        isPending={startPayment.isPending || startPayment.isSuccess || subscribe.isPending}
        onClose={() => setPurchase(null)}
        onConfirm={(bought) => {
          if (bought.kind === 'plan') {
            subscribe.mutate(bought.plan.id, {
              onSuccess: (payment) => void navigate(paymentPath(payment.id)),
              onError: (error) => {
                setPurchase(null);
                notifyError(error, 'No se pudo activar el plan');
              },
            });
            return;
          }
          startPayment.mutate(bought.pack.id, {
            onSuccess: (started) => postToWebpay(started.redirect),
            onError: (error) => {
              setPurchase(null);
              notifyError(error, PAYMENT_MSG.startFailed);
            },
          });
        }}
      />

      <PlanChangeDialog
        plan={change}
        current={current}
        cardLine={card ? PLAN_MSG.cardLine(card.cardType, card.last4) : null}
        isPending={changePlan.isPending}
        onClose={() => setChange(null)}
        onConfirm={(plan) =>
          changePlan.mutate(plan.id, {
            onSuccess: (changed) => {
              setChange(null);
              // A higher plan was charged: its receipt. A lower one waits: what happens and when.
              if (changed.payment) {
                void navigate(paymentPath(changed.payment.id));
                return;
              }
              const waiting = PREMIUM_PLANS.find((p) => p.id === changed.nextPlanId);
              notify({
                title: waiting ? PLAN_MSG.changeScheduledTitle : PLAN_MSG.planKept,
                description:
                  waiting && changed.renewsAt
                    ? PLAN_MSG.nextPlanLine(formatShortDate(changed.renewsAt), waiting.name)
                    : undefined,
              });
            },
            onError: (error) => {
              setChange(null);
              notifyError(error, PLAN_MSG.changeFailed);
            },
          })
        }
      />

      <CancelPlanDialog open={confirmCancel} onClose={() => setConfirmCancel(false)} />
    </Stack>
  );
};
