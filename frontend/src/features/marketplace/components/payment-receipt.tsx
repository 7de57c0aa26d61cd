import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatClp, formatDate, PAYMENT_MSG, type PaymentResponse } from '@conectando/contracts';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0" direction="row" justify="space-between" wrap="wrap" borderBottomWidth="1px" py="2">
    <Text fontSize="lg" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="lg" fontWeight="semibold">
      {value}
    </Text>
  </Stack>
);

// The comprobante: what was bought, net, IVA and total in CLP, and Transbank's references. Printable.
export const PaymentReceipt = ({ payment }: { payment: PaymentResponse }) => (
  <Box as="section" aria-label="Comprobante" borderWidth="2px" borderColor="border.emphasized" borderRadius="xl" p="5">
    <Stack gap="1">
      <Heading as="h2" fontSize="2xl">
        Comprobante
      </Heading>
      <Row label="Producto" value={payment.item.name} />
      <Row label="Tokens" value={String(payment.item.tokens)} />
      <Row label="Estado" value={PAYMENT_MSG.statusLabel[payment.status]} />
      <Row label="Monto neto" value={formatClp(payment.net)} />
      <Row label="IVA (19 %)" value={formatClp(payment.iva)} />
      <Row label="Total" value={formatClp(payment.amount)} />
      <Row label="Orden de compra" value={payment.buyOrder} />
      {payment.authorizationCode && <Row label="Código de autorización" value={payment.authorizationCode} />}
      {payment.cardLast4 && <Row label="Tarjeta" value={`terminada en ${payment.cardLast4}`} />}
      <Row label="Fecha" value={formatDate(payment.paidAt ?? payment.createdAt)} />
    </Stack>
  </Box>
);
