import { useState } from 'react';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_MSG, formatClp, type PaymentKind, type PaymentStatus } from '@conectando/contracts';
import { CatalogSelect } from '@/components/ui/catalog-select';
import { DayTextField } from '@/components/ui/day-text-field';
import { FormField } from '@/components/ui/form-field';
import { LoadError, Loading } from '@/components/ui/load-states';
import { isApiError } from '@/lib/api-client';
import { useAdminPayments, type AdminPaymentsFilters } from '../api/get-admin-payments';
import { clpShort, dayMonth } from '../utils/payment-figures';
import { DailyBars } from './daily-bars';
import { FailedRenewals, PaymentList } from './payment-rows';

const KIND_LABELS: Record<PaymentKind, string> = { pack: 'Packs de tokens', plan: 'Planes mensuales' };

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

          <PaymentList
            data={data}
            page={filters.page}
            pages={pages}
            onPage={(step) => setFilters((f) => ({ ...f, page: f.page + step }))}
          />
        </>
      )}
    </Stack>
  );
};
