import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReportResponse, ReportAction } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const reviewReport = (reportId: string, action: ReportAction): Promise<AdminReportResponse> =>
  api.patch<AdminReportResponse>(`/admin/reports/${encodeURIComponent(reportId)}`, { action });

export const reinstateUser = (userId: string): Promise<void> =>
  api.post<void>(`/admin/users/${encodeURIComponent(userId)}/reinstate`);

// Both move the two lists (a decided report changes sides; a lifted suspension shows on every card).
const useReportsMutation = <V>(fn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
};

export const useReviewReport = () =>
  useReportsMutation(({ reportId, action }: { reportId: string; action: ReportAction }) =>
    reviewReport(reportId, action),
  );

export const useReinstateUser = () => useReportsMutation((userId: string) => reinstateUser(userId));
