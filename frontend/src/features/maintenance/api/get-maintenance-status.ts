import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceStatusResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './maintenance-keys';

export type MaintenanceStatus = MaintenanceStatusResponse;

export const DEFAULT_CONTACT_EMAIL = 'contacto@conectandogeneraciones.cl';

export const getMaintenanceStatus = (): Promise<MaintenanceStatus> => api.get<MaintenanceStatus>('/maintenance-status');

export const getMaintenanceStatusQueryOptions = () =>
  queryOptions({ queryKey: maintenanceKeys.status(), queryFn: getMaintenanceStatus });

export const useMaintenanceStatus = () => useQuery(getMaintenanceStatusQueryOptions());
