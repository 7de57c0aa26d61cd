import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PAYMENT_MSG } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { HelpLink } from '@/components/ui/help-link';
import { PageLoadError } from '@/components/ui/page-load-error';
import { notifyError } from '@/components/ui/notify-error';
import { notify } from '@/components/ui/toaster';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { usePayment, useRefundPayment } from '@/features/marketplace/api/payments';
import { PaymentReceipt } from '@/features/marketplace/components/payment-receipt';
import { DangerButton } from '@/components/ui/danger-button';

const TONE = {
  paid: 'green.800',
  pending: 'fg',
  failed: 'red.700',
  cancelled: 'fg',
  refunded: 'fg',
  abandoned: 'fg',
} as const;

// /tokens/pago/:id: where Webpay's return lands. What happened, the receipt, and a way back.
export const PaymentResultRoute = () => {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const refund = useRefundPayment();
  const [confirmRefund, setConfirmRefund] = useState(false);

  return (
    <MarketplacePage audience="any" heading="Resultado del pago" backTo={paths.tokens}>
      {payment.isPending ? (
        <FullPageSpinner label="Cargando tu pago…" />
      ) : payment.isError ? (
        <PageLoadError backTo={paths.tokens} onRetry={() => void payment.refetch()} />
      ) : (
        <Stack gap="5">
          <Stack gap="2" role="status">
            <Heading as="h2" fontSize="2xl" color={TONE[payment.data.status]}>
              {PAYMENT_MSG.resultTitle[payment.data.status]}
            </Heading>
            <Text fontSize="xl">{PAYMENT_MSG.resultBody(payment.data.status, payment.data.item.tokens)}</Text>
          </Stack>
          <PaymentReceipt payment={payment.data} />
          <Stack gap="3" _print={{ display: 'none' }}>
            <Button size="xl" colorPalette="brand" asChild>
              <RouterLink to={paths.tokens}>Volver a mis tokens</RouterLink>
            </Button>
            <Button size="xl" variant="outline" onClick={() => window.print()}>
              Imprimir comprobante
            </Button>
            <Button size="xl" variant="outline" asChild>
              <RouterLink to={paths.myPayments}>{PAYMENT_MSG.myPaymentsTitle}</RouterLink>
            </Button>
            <HelpLink size="xl" context={{ type: 'payment', id }} />
            {payment.data.refundable && (
              <>
                <Text fontSize="md" color="fg.muted">
                  {PAYMENT_MSG.refundTerms}
                </Text>
                <DangerButton size="xl" onClick={() => setConfirmRefund(true)}>
                  {PAYMENT_MSG.refundAction}
                </DangerButton>
              </>
            )}
          </Stack>
          <ConfirmDialog
            open={confirmRefund}
            title={PAYMENT_MSG.refundAction}
            cancelLabel="No, mantener"
            confirmLabel="Sí, devolver"
            pendingLabel="Devolviendo…"
            pending={refund.isPending}
            onCancel={() => setConfirmRefund(false)}
            onConfirm={() =>
              refund.mutate(id, {
                onSuccess: () =>
                  notify({ title: PAYMENT_MSG.refundedTitle, description: PAYMENT_MSG.resultBody('refunded', 0) }),
                onError: (error) => notifyError(error, PAYMENT_MSG.refundFailed),
                onSettled: () => setConfirmRefund(false),
              })
            }
          >
            {PAYMENT_MSG.refundConfirm}
          </ConfirmDialog>
        </Stack>
      )}
    </MarketplacePage>
  );
};
