import { useState } from 'react';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  PAYMENT_MSG,
  formatClp,
  type AdminPaymentRow,
  type AdminPaymentsDay,
  type PaymentKind,
  type PaymentStatus,
} from '@conectando/contracts';
import { CatalogSelect } from '@/components/ui/catalog-select';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { LoadError, Loading } from '@/components/ui/load-states';
import { isApiError } from '@/lib/api-client';
import { useAdminPayments, type AdminPaymentsFilters } from '../api/get-admin-payments';

const KIND_LABELS: Record<PaymentKind, string> = { pack: 'Packs de tokens', plan: 'Planes mensuales' };

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' });

interface DailyBarsProps {
  title: string;
  days: AdminPaymentsDay[];
  value: (day: AdminPaymentsDay) => number;
  format: (n: number) => string;
}

// One bar per day in plain SVG (no chart library in the bundle); the exact figures are listed below it.
const DailyBars = ({ title, days, value, format }: DailyBarsProps) => {
  const values = days.map(value);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const best = days[values.indexOf(Math.max(...values))];
  const summary =
    total === 0
      ? `${title}: sin movimientos en estas fechas.`
      : `${title}: ${format(total)} en total; el día más alto fue el ${dayMonth(best.day)} con ${format(value(best))}.`;
  return (
    <Stack as="figure" gap="2" m="0" borderWidth="2px" borderColor="border.emphasized" borderRadius="xl" p="4">
      <Heading as="h3" fontSize="xl">
        {title}
      </Heading>
      <chakra.svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${days.length * 10} 100`}
        preserveAspectRatio="none"
        w="100%"
        h="32"
        bg="gray.50"
        borderRadius="md"
      >
        {days.map((d, i) => {
          const h = (value(d) / max) * 96;
          return <rect key={d.day} x={i * 10 + 1} y={100 - h} width={8} height={h} fill="#1d4ed8" />;
        })}
      </chakra.svg>
      <HStack justify="space-between" fontSize="md" color="fg.muted">
        <Text whiteSpace="nowrap">{days.length > 0 ? dayMonth(days[0].day) : ''}</Text>
        <Text whiteSpace="nowrap">{days.length > 0 ? dayMonth(days[days.length - 1].day) : ''}</Text>
      </HStack>
      <Text as="figcaption" fontSize="md">
        {summary}
      </Text>
      <chakra.details fontSize="md">
        <chakra.summary cursor="pointer" fontWeight="semibold" py="2">
          Ver cada día
        </chakra.summary>
        <Stack as="ul" aria-label={`${title}, cada día`} gap="1" listStyleType="none" m="0" p="0">
          {days.map((d) => (
            <HStack as="li" key={d.day} justify="space-between" gap="3" wrap="wrap">
              <Text as="span" whiteSpace="nowrap">
                {dayMonth(d.day)}
              </Text>
              <Text as="span" whiteSpace="nowrap" fontWeight="semibold">
                {format(value(d))}
              </Text>
            </HStack>
          ))}
        </Stack>
      </chakra.details>
    </Stack>
  );
};

const PaymentRow = ({ p }: { p: AdminPaymentRow }) => (
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

// /admin/pagos: filters, the totals, two daily charts and the list, fifty at a time.
export const AdminPaymentsView = () => {
  const [filters, setFilters] = useState<AdminPaymentsFilters>({ status: '', kind: '', from: '', to: '', page: 1 });
  const payments = useAdminPayments(filters);
  // Any filter change starts again from the first page.
  const set = (change: Partial<AdminPaymentsFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const data = payments.data;
  const revenue = data?.daily.reduce((sum, d) => sum + d.revenue, 0) ?? 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="6">
      <Stack as="form" aria-label="Filtros de pagos" gap="4" onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Estado">
            <CatalogSelect
              labels={PAYMENT_MSG.statusLabel}
              emptyLabel="Todos los estados"
              value={filters.status}
              onChange={(e) => set({ status: e.target.value as PaymentStatus | '' })}
            />
          </FormField>
          <FormField label="Tipo">
            <CatalogSelect
              labels={KIND_LABELS}
              emptyLabel="Packs y planes"
              value={filters.kind}
              onChange={(e) => set({ kind: e.target.value as PaymentKind | '' })}
            />
          </FormField>
          <DayTextField label="Desde" onChange={(from) => set({ from })} />
          <DayTextField label="Hasta" onChange={(to) => set({ to })} />
        </SimpleGrid>
      </Stack>

      {payments.isPending && <Loading label="Cargando pagos…" />}
      {payments.isError && (
        <LoadError
          onRetry={() => void payments.refetch()}
          text={
            isApiError(payments.error) && payments.error.status === 400
              ? payments.error.message
              : 'No pudimos cargar los pagos.'
          }
        />
      )}
      {data && !payments.isError && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" aria-label="Totales">
            {[
              ['Pagos', String(data.total)],
              ['Recaudado', formatClp(revenue)],
              ['Renovaciones rechazadas', String(data.failedRenewals)],
            ].map(([label, figure]) => (
              <Box key={label} bg="brand.50" borderRadius="xl" p="4">
                <Text fontSize="md">{label}</Text>
                <Text fontSize="2xl" fontWeight="bold">
                  {figure}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Text fontSize="md" color="fg.muted">
            {`Del ${dayMonth(data.from)} al ${dayMonth(data.to)} (hora de Chile).`}
          </Text>
          <DailyBars title="Pagos por día" days={data.daily} value={(d) => d.count} format={String} />
          <DailyBars title="Recaudación por día" days={data.daily} value={(d) => d.revenue} format={formatClp} />

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
                <Button
                  variant="outline"
                  size="lg"
                  disabled={filters.page <= 1}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
                >
                  Página anterior
                </Button>
                <Text fontSize="md">{`Página ${data.page} de ${pages}`}</Text>
                <Button
                  variant="outline"
                  size="lg"
                  disabled={filters.page >= pages}
                  onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
                >
                  Página siguiente
                </Button>
              </HStack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
};
