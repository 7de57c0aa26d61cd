import { useMutation } from '@tanstack/react-query';
import type { CreateReportDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';

export const createReport = (dto: CreateReportDto): Promise<{ id: string }> =>
  api.post<{ id: string }>('/reports', dto);

export const useCreateReport = () => useMutation({ mutationFn: createReport });
