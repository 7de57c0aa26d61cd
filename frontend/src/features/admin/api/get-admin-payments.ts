import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsResponse, PaymentKind, PaymentStatus } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AdminPaymentsFilters {
  status: PaymentStatus | '';
  kind: PaymentKind | '';
  from: string;
  to: string;
  page: number;
}

export const getAdminPayments = (f: AdminPaymentsFilters): Promise<AdminPaymentsResponse> => {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.kind) params.set('kind', f.kind);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return api.get<AdminPaymentsResponse>(`/admin/payments${query ? `?${query}` : ''}`);
};

// The previous answer stays on screen while a new filter loads: the charts do not blink away.
export const useAdminPayments = (filters: AdminPaymentsFilters) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.payments(filters),
      queryFn: () => getAdminPayments(filters),
      placeholderData: keepPreviousData,
    }),
  );
