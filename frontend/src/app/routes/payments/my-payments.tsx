import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatClp, formatDate, PAYMENT_MSG } from '@conectando/contracts';
import { paths, paymentPath } from '@/config/paths';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageLoadError } from '@/components/ui/page-load-error';
import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';
import { usePayments } from '@/features/marketplace/api/payments';

// 'Mis pagos': every payment of the person, newest first, each with its comprobante.
export const MyPaymentsRoute = () => {
  const payments = usePayments();
  return (
    <MarketplacePage audience="any" heading={PAYMENT_MSG.myPaymentsTitle} backTo={paths.tokens}>
      {payments.isPending ? (
        <FullPageSpinner label="Cargando tus pagos…" />
      ) : payments.isError ? (
        <PageLoadError backTo={paths.tokens} onRetry={() => void payments.refetch()} />
      ) : payments.data.length === 0 ? (
        <Text fontSize="lg">{PAYMENT_MSG.noPayments}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {payments.data.map((p) => (
            <Stack as="li" key={p.id} gap="2" borderWidth="2px" borderColor="border.emphasized" borderRadius="xl" p="4">
              <HStack justify="space-between" wrap="wrap">
                <Text fontSize="xl" fontWeight="bold">
                  {p.item.name}
                </Text>
                <Text fontSize="xl" fontWeight="bold">
                  {formatClp(p.amount)}
                </Text>
              </HStack>
              <Text fontSize="lg">{`${PAYMENT_MSG.statusLabel[p.status]} · ${formatDate(p.createdAt)}`}</Text>
              <Button asChild size="lg" variant="outline" alignSelf="flex-start">
                <RouterLink
                  to={paymentPath(p.id)}
                  aria-label={`Ver comprobante de ${p.item.name}, ${formatDate(p.createdAt)}`}
                >
                  Ver comprobante
                </RouterLink>
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </MarketplacePage>
  );
};
