import { Stack } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { formatClp, formatShortDate, PLAN_MSG, type PremiumPlan } from '@conectando/contracts';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';
import { usePlanChangeQuote } from '../api/payments';
import { SummaryLine } from './summary-line';

interface PlanChangeDialogProps {
  // The plan chosen, and the one the person has now.
  plan: PremiumPlan | null;
  current: PremiumPlan | null;
  cardLine: string | null;
  isPending: boolean;
  onConfirm: (plan: PremiumPlan) => void;
  onClose: () => void;
}

// A change of plan asks first, with the server's numbers: what is charged today (a higher plan, for
// the days left of the month) and what each month from the renewal on.
export const PlanChangeDialog = ({ plan, current, cardLine, isPending, onConfirm, onClose }: PlanChangeDialogProps) => {
  const quote = usePlanChangeQuote(plan?.id ?? null);
  const q = quote.data?.planId === plan?.id ? quote.data : undefined;
  const from = q ? formatShortDate(q.monthlyFrom) : '';
  return (
    <DialogFrame open={plan !== null} onClose={onClose} role="alertdialog" locked={isPending}>
      <FormDialogBody title={PLAN_MSG.changeTitle}>
        {plan && (
          <Stack gap="4">
            <SummaryLine label="Plan nuevo">{`Plan ${plan.name}`}</SummaryLine>
            {q && (
              <>
                <SummaryLine label="Hoy">
                  {q.startsNow
                    ? `${formatClp(q.chargeToday)} y ${q.tokensToday} ${q.tokensToday === 1 ? 'token' : 'tokens'} más`
                    : 'Sin cobro'}
                </SummaryLine>
                <SummaryLine label={`Cada mes desde el ${from}`}>
                  {`${formatClp(q.monthly)} y ${plan.tokensMonthly} tokens`}
                </SummaryLine>
                {q.startsNow && cardLine && <SummaryLine label="Tarjeta">{cardLine}</SummaryLine>}
              </>
            )}
            {/* Always there, so the dialog is described from its first frame; its words follow the quote. */}
            <Dialog.Description fontSize="lg">
              {q
                ? q.startsNow
                  ? PLAN_MSG.changeUpConfirm(formatClp(q.chargeToday), from, formatClp(q.monthly))
                  : PLAN_MSG.changeDownConfirm(current?.name ?? '', from, formatClp(q.monthly))
                : quote.isError
                  ? PLAN_MSG.quoteFailed
                  : 'Calculando el cobro…'}
            </Dialog.Description>
          </Stack>
        )}
      </FormDialogBody>
      <DialogActions
        onCancel={onClose}
        cancelDisabled={isPending}
        label={q?.startsNow ? `Pagar ${formatClp(q.chargeToday)} y cambiar` : 'Confirmar cambio'}
        pendingLabel={q?.startsNow ? 'Cobrando…' : 'Guardando…'}
        pending={isPending}
        disabled={!q}
        onConfirm={() => plan && onConfirm(plan)}
      />
    </DialogFrame>
  );
};
