import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceStatusResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './maintenance-keys';

export type MaintenanceStatus = MaintenanceStatusResponse;

export const DEFAULT_CONTACT_EMAIL = 'contacto@conectandogeneraciones.cl';

export const getMaintenanceStatus = (): Promise<MaintenanceStatus> => api.get<MaintenanceStatus>('/maintenance-status');

export const getMaintenanceStatusQueryOptions = () =>
  queryOptions({ queryKey: maintenanceKeys.status(), queryFn: getMaintenanceStatus });

// A visitor has no live connection: while the page is on screen the switch is checked this often.
const VISITOR_CHECK_MS = 1500;

// `forVisitor`: nobody is signed in, so no socket will say when the switch flips.
export const useMaintenanceStatus = ({ forVisitor = false }: { forVisitor?: boolean } = {}) =>
  useQuery({ ...getMaintenanceStatusQueryOptions(), refetchInterval: forVisitor ? VISITOR_CHECK_MS : false });
