import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type ReportStatus = 'open' | 'closed';

// Open ones oldest first (the longest waiting on top), closed ones newest first: the server sorts.
export const getReports = (status: ReportStatus): Promise<AdminReportResponse[]> =>
  api.get<AdminReportResponse[]>(`/admin/reports?status=${status}`);

export const getReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({ queryKey: adminKeys.reportsWith(status), queryFn: () => getReports(status) });

export const useReports = (status: ReportStatus) => useQuery(getReportsQueryOptions(status));
