import { Suspense, useState } from 'react';
import { useChart } from '@chakra-ui/charts';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  PAYMENT_MSG,
  formatClp,
  type AdminFailedRenewal,
  type AdminPaymentRow,
  type AdminPaymentsDay,
  type AdminPaymentsResponse,
  type PaymentKind,
  type PaymentStatus,
} from '@conectando/contracts';
import { CatalogSelect } from '@/components/ui/catalog-select';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { LoadError, Loading } from '@/components/ui/load-states';
import { isApiError } from '@/lib/api-client';
import { lazyScreen } from '@/lib/lazy-screen';
import { useAdminPayments, type AdminPaymentsFilters } from '../api/get-admin-payments';

const KIND_LABELS: Record<PaymentKind, string> = { pack: 'Packs de tokens', plan: 'Planes mensuales' };

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' });

// Pesos shortened for a chart's side axis ("$2,5 mil", "$1,2 M"), spelled the same in every browser
// (Intl's compact notation writes "K" or "k" depending on the engine); exact figures are in the lists.
const shortNumber = (n: number) => n.toLocaleString('es-CL', { maximumFractionDigits: 1 });
const clpShort = (n: number) =>
  n >= 1_000_000 ? `$${shortNumber(n / 1_000_000)} M` : n >= 1000 ? `$${shortNumber(n / 1000)} mil` : formatClp(n);

// The bars load with the Pagos screen only: recharts stays out of the admin area's chunk.
const DailyChart = lazyScreen(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })), {
  untilLoaded: true,
});

interface DailyBarsProps {
  title: string;
  days: AdminPaymentsDay[];
  field: 'count' | 'revenue';
  format: (n: number) => string;
  formatAxis: (n: number) => string;
}

// The chart is a picture for the eyes; its spoken summary and each day's figure are plain text.
const DailyBars = ({ title, days, field, format, formatAxis }: DailyBarsProps) => {
  const chart = useChart({
    data: days.map((d) => ({ day: dayMonth(d.day), value: d[field] })),
    series: [{ name: 'value' as const, color: 'blue.700' }],
  });
  const values = days.map((d) => d[field]);
  const total = values.reduce((a, b) => a + b, 0);
  const best = days[values.indexOf(Math.max(...values))];
  const summary =
    total === 0
      ? `${title}: sin movimientos en estas fechas.`
      : `${title}: ${format(total)} en total; el día más alto fue el ${dayMonth(best.day)} con ${format(best[field])}.`;
  return (
    <Stack as="figure" gap="2" m="0" borderWidth="2px" borderColor="border.emphasized" borderRadius="xl" p="4">
      <Heading as="h3" fontSize="xl">
        {title}
      </Heading>
      <Box role="img" aria-label={summary} h="64">
        <Suspense fallback={<Box h="64" bg="bg.muted" borderRadius="md" />}>
          <DailyChart chart={chart} format={format} formatAxis={formatAxis} />
        </Suspense>
      </Box>
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
                {format(d[field])}
              </Text>
            </HStack>
          ))}
        </Stack>
      </chakra.details>
    </Stack>
  );
};

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

const FailedRenewals = ({ data }: { data: AdminPaymentsResponse }) => (
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

// /admin/pagos: filters, the totals, two daily charts, the list fifty at a time and the rejected renewals.
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
          {/* A half-written day keeps the list as it is. */}
          <DayTextField label="Desde" onChange={(from) => from !== null && set({ from })} />
          <DayTextField label="Hasta" onChange={(to) => to !== null && set({ to })} />
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
          <DailyBars title="Pagos por día" days={data.daily} field="count" format={String} formatAxis={String} />
          <DailyBars
            title="Recaudación por día"
            days={data.daily}
            field="revenue"
            format={formatClp}
            formatAxis={clpShort}
          />

          <FailedRenewals data={data} />

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
