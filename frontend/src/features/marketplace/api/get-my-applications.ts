import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplicationResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { applicationKeys } from '@/lib/offer-keys';

export const getMyApplications = (): Promise<MyApplicationResponse[]> =>
  api.get<MyApplicationResponse[]>('/my/applications');

export const getMyApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine(), queryFn: getMyApplications });

export const useMyApplications = () => useQuery(getMyApplicationsQueryOptions());
