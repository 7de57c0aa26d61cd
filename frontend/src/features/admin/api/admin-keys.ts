export const adminKeys = {
  all: ['admin'] as const,
  pendingUsers: () => [...adminKeys.all, 'pending-users'] as const,
  pendingCounts: () => [...adminKeys.all, 'pending-counts'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportsWith: (status: 'open' | 'closed') => [...adminKeys.reports(), status] as const,
  help: () => [...adminKeys.all, 'help'] as const,
  helpWith: (status: 'open' | 'closed') => [...adminKeys.help(), status] as const,
  payments: (filters: object) => [...adminKeys.all, 'payments', filters] as const,
};
