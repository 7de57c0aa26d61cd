export const adminKeys = {
  all: ['admin'] as const,
  pendingUsers: () => [...adminKeys.all, 'pending-users'] as const,
  pendingCounts: () => [...adminKeys.all, 'pending-counts'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportsWith: (status: 'open' | 'closed') => [...adminKeys.reports(), status] as const,
  payments: (filters: object) => [...adminKeys.all, 'payments', filters] as const,
};
