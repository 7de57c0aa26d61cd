import { PREMIUM_MSG } from '@conectando/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notifyError } from '@/components/ui/notify-error';
import { notify } from '@/components/ui/toaster';
import { useCancelPremium } from '../api/premium-mutations';

/** 'Cancelar suscripción' asked once more; the plan stays until the person confirms. */
export const CancelPlanDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const cancel = useCancelPremium();
  return (
    <ConfirmDialog
      open={open}
      title="Cancelar suscripción"
      cancelLabel="Mantener mi plan"
      confirmLabel="Sí, cancelar el plan"
      pendingLabel="Cancelando…"
      pending={cancel.isPending}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: () => notify({ title: PREMIUM_MSG.cancelledTitle, description: PREMIUM_MSG.cancelled }),
          onError: (error) => notifyError(error, 'No se pudo cancelar la suscripción'),
          onSettled: onClose,
        })
      }
    >
      {PREMIUM_MSG.cancelled}
    </ConfirmDialog>
  );
};
