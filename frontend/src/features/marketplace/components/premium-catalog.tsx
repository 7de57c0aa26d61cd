import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { PREMIUM_MSG, PREMIUM_PLANS, TOKEN_PACKS, planTypeFor, type AccountType } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoadError } from '@/components/ui/page-load-error';
import { notifyError } from '@/components/ui/notify-error';
import { useTokenSummary } from '@/features/marketplace/api/get-token-summary';
import { TokenSummaryCard } from '@/features/marketplace/components/token-summary-card';
import { purchaseIdFor, useCancelPremium, useSubscribePremium, useTopUpTokens } from '../api/premium-mutations';
import { ActivePlanBanner, PacksSection, PlansSection } from './premium-products';
import { PurchaseConfirmDialog, type Purchase } from './purchase-confirm-dialog';

// /profesional/premium: the active plan, the monthly plans and the token packs of the account type.
export const PremiumCatalog = ({ accountType }: { accountType: AccountType }) => {
  const summary = useTokenSummary();
  const subscribe = useSubscribePremium();
  const topUp = useTopUpTokens();
  const cancel = useCancelPremium();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const planType = planTypeFor(accountType);

  if (summary.isPending) return <FullPageSpinner label="Cargando tus tokens…" />;
  if (summary.isLoadingError)
    return <PageLoadError backTo={paths.marketplace} onRetry={() => void summary.refetch()} />;

  const hasPlan = summary.data.premiumPlan !== 'none';
  const plans = PREMIUM_PLANS.filter((plan) => plan.planType === planType);
  const packs = TOKEN_PACKS.filter((pack) => pack.planType === planType);

  return (
    <Stack gap="8">
      {hasPlan && <ActivePlanBanner summary={summary.data} onCancel={() => setConfirmCancel(true)} />}
      <TokenSummaryCard summary={summary.data} />

      <PlansSection
        plans={plans}
        currentPlan={summary.data.premiumPlan}
        hasPlan={hasPlan}
        subscribing={subscribe.isPending ? subscribe.variables.planId : null}
        onChoose={(plan) => setPurchase({ kind: 'plan', plan })}
      />
      <PacksSection
        packs={packs}
        buying={topUp.isPending ? topUp.variables.packId : null}
        onChoose={(pack) => setPurchase({ kind: 'pack', pack, purchaseId: purchaseIdFor(pack.id) })}
      />

      <PurchaseConfirmDialog
        purchase={purchase}
        renewsAt={summary.data.freeRenewsAt}
        isPending={subscribe.isPending || topUp.isPending}
        onClose={() => setPurchase(null)}
        onConfirm={(bought) => {
          const done = { onSettled: () => setPurchase(null) };
          if (bought.kind === 'plan')
            subscribe.mutate(
              { planId: bought.plan.id, planType },
              {
                ...done,
                onSuccess: () => notify({ title: PREMIUM_MSG.subscribedTitle, description: PREMIUM_MSG.subscribed }),
                onError: (error) => notifyError(error, PREMIUM_MSG.subscribeFailed),
              },
            );
          else
            topUp.mutate(
              { packId: bought.pack.id, planType, purchaseId: bought.purchaseId },
              {
                ...done,
                onSuccess: () => notify({ title: PREMIUM_MSG.toppedUpTitle, description: PREMIUM_MSG.toppedUp }),
                onError: (error) => notifyError(error, PREMIUM_MSG.topUpFailed),
              },
            );
        }}
      />

      <ConfirmDialog
        open={confirmCancel}
        title="Cancelar suscripción"
        cancelLabel="Mantener mi plan"
        confirmLabel="Sí, cancelar el plan"
        pendingLabel="Cancelando…"
        pending={cancel.isPending}
        onCancel={() => setConfirmCancel(false)}
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
