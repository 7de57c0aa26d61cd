import { Stack } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/chakra/dialog';
import { formatClp, PAYMENT_MSG, PLAN_MSG, type PremiumPlan, type TokenPack } from '@conectando/contracts';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';
import { SummaryLine } from './summary-line';

export type Purchase = { kind: 'plan'; plan: PremiumPlan } | { kind: 'pack'; pack: TokenPack };

interface PurchaseConfirmDialogProps {
  purchase: Purchase | null;
  // The card a plan is charged to ('Visa terminada en 6623').
  cardLine: string | null;
  isPending: boolean;
  onConfirm: (purchase: Purchase) => void;
  onClose: () => void;
}

// Buying asks first: what is bought, what it costs in CLP, how many tokens, and what
// renews when, before the one tap that charges.
export const PurchaseConfirmDialog = ({
  purchase,
  cardLine,
  isPending,
  onConfirm,
  onClose,
}: PurchaseConfirmDialogProps) => {
  const plan = purchase?.kind === 'plan' ? purchase.plan : null;
  const pack = purchase?.kind === 'pack' ? purchase.pack : null;
  return (
    // The closing sentence (what renews, and when) is the description read out with the title.
    <DialogFrame open={purchase !== null} onClose={onClose} role="alertdialog" locked={isPending}>
      <FormDialogBody title={plan ? 'Confirmar suscripción' : 'Confirmar compra'}>
        {plan && (
          <Stack gap="4">
            <SummaryLine label="Plan">{`Plan ${plan.name}`}</SummaryLine>
            <SummaryLine label="Precio">{`${formatClp(plan.priceClp)} al mes`}</SummaryLine>
            <SummaryLine label="Tokens">{`${plan.tokensMonthly} tokens al mes, los primeros hoy`}</SummaryLine>
            {cardLine && <SummaryLine label="Tarjeta">{cardLine}</SummaryLine>}
            <Dialog.Description fontSize="lg">
              {`${PLAN_MSG.subscribeConfirm(plan.name, formatClp(plan.priceClp), plan.tokensMonthly)} Puedes cancelar cuando quieras y conservas tus tokens.`}
            </Dialog.Description>
          </Stack>
        )}
        {pack && (
          <Stack gap="4">
            <SummaryLine label="Pack">{pack.name}</SummaryLine>
            <SummaryLine label="Precio">{`${formatClp(pack.priceClp)}, pago único`}</SummaryLine>
            <SummaryLine label="Tokens">{`${pack.tokens} tokens, hoy`}</SummaryLine>
            <Dialog.Description fontSize="lg">
              {`Pagarás en Webpay, la página segura de Transbank. No se renueva: es un solo pago y los tokens no vencen. ${PAYMENT_MSG.refundTerms}`}
            </Dialog.Description>
          </Stack>
        )}
      </FormDialogBody>
      <DialogActions
        onCancel={onClose}
        cancelDisabled={isPending}
        label={plan ? `Pagar ${formatClp(plan.priceClp)} y suscribirme` : PAYMENT_MSG.payWithWebpay}
        pendingLabel={plan ? 'Cobrando…' : PAYMENT_MSG.goingToWebpay}
        pending={isPending}
        onConfirm={() => purchase && onConfirm(purchase)}
      />
    </DialogFrame>
  );
};
