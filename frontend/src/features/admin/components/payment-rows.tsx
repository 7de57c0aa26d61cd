import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  PAYMENT_MSG,
  formatClp,
  type AdminFailedRenewal,
  type AdminPaymentRow,
  type AdminPaymentsResponse,
} from '@conectando/contracts';
import { dateTime } from '../utils/payment-figures';

const nextStep = (r: AdminFailedRenewal): string => {
  switch (r.next) {
    case 'retry':
      return `Se intentará cobrar de nuevo el ${r.nextChargeAt ? dateTime(r.nextChargeAt) : 'próximo día de cobro'}.`;
    case 'retried':
      return 'Ya se intentó cobrar de nuevo.';
    case 'paid':
      return 'Se cobró en un intento siguiente.';
    case 'ended':
      return 'El plan terminó: no habrá más intentos.';
  }
};

const FailedRenewalRow = ({ r }: { r: AdminFailedRenewal }) => (
  <Stack as="li" gap="1" borderWidth="2px" borderColor="red.200" borderRadius="lg" p="4">
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="lg" fontWeight="bold">
        {`${r.planName} · mes ${r.period}`}
      </Text>
      <Text fontSize="lg" fontWeight="bold">
        {formatClp(r.amount)}
      </Text>
    </HStack>
    <Text fontSize="md">{r.userName}</Text>
    <Text fontSize="md" color="red.700" fontWeight="semibold">
      {`Rechazado el ${dateTime(r.failedAt)} · intento ${r.attempt} de ${r.maxAttempts}`}
    </Text>
    <Text fontSize="md">{nextStep(r)}</Text>
  </Stack>
);

export const FailedRenewals = ({ data }: { data: AdminPaymentsResponse }) => (
  <Stack as="section" aria-labelledby="renovaciones-rechazadas" gap="3">
    <Heading as="h2" id="renovaciones-rechazadas" fontSize="2xl">
      Renovaciones rechazadas
    </Heading>
    {data.failedRenewalItems.length === 0 ? (
      <Text fontSize="lg">No hubo renovaciones rechazadas en estas fechas.</Text>
    ) : (
      <>
        {data.failedRenewals > data.failedRenewalItems.length && (
          <Text fontSize="md" color="fg.muted">
            {`Las ${data.failedRenewalItems.length} más recientes de ${data.failedRenewals}.`}
          </Text>
        )}
        <Stack as="ul" aria-label="Renovaciones rechazadas" gap="3" listStyleType="none" m="0" p="0">
          {data.failedRenewalItems.map((r) => (
            <FailedRenewalRow key={r.paymentId} r={r} />
          ))}
        </Stack>
      </>
    )}
  </Stack>
);

export const PaymentRow = ({ p }: { p: AdminPaymentRow }) => (
  <Stack as="li" gap="1" borderWidth="1px" borderColor="border.emphasized" borderRadius="lg" p="4">
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="lg" fontWeight="bold">
        {p.itemName}
        {p.period !== null && p.period > 1 ? ` · mes ${p.period}` : ''}
      </Text>
      <Text fontSize="lg" fontWeight="bold">
        {formatClp(p.amount)}
      </Text>
    </HStack>
    <Text fontSize="md">{p.userName}</Text>
    <Text fontSize="md" color={p.status === 'failed' ? 'red.700' : 'fg'} fontWeight="semibold">
      {PAYMENT_MSG.statusLabel[p.status]} · {dateTime(p.createdAt)}
    </Text>
    <Text fontSize="md" color="fg.muted">
      Orden {p.buyOrder}
    </Text>
  </Stack>
);

interface PaymentListProps {
  data: AdminPaymentsResponse;
  // The page asked for, which the buttons move from even while it loads.
  page: number;
  pages: number;
  // -1 for the page before, 1 for the page after.
  onPage: (step: -1 | 1) => void;
}

/** The payments of one page, fifty at a time, with the way to the pages around it. */
export const PaymentList = ({ data, page, pages, onPage }: PaymentListProps) => (
  <Stack as="section" aria-labelledby="lista-pagos" gap="3">
    <Heading as="h2" id="lista-pagos" fontSize="2xl">
      Lista de pagos
    </Heading>
    {data.items.length === 0 ? (
      <Text fontSize="lg">No hay pagos con estos filtros.</Text>
    ) : (
      <Stack as="ul" aria-label="Pagos" gap="3" listStyleType="none" m="0" p="0">
        {data.items.map((p) => (
          <PaymentRow key={p.id} p={p} />
        ))}
      </Stack>
    )}
    {pages > 1 && (
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Button variant="outline" size="lg" disabled={page <= 1} onClick={() => onPage(-1)}>
          Página anterior
        </Button>
        <Text fontSize="md">{`Página ${data.page} de ${pages}`}</Text>
        <Button variant="outline" size="lg" disabled={page >= pages} onClick={() => onPage(1)}>
          Página siguiente
        </Button>
      </HStack>
    )}
  </Stack>
);
