import { IsIn, IsOptional, Matches } from 'class-validator';
import type { PaymentKind, PaymentStatus } from './payments';

/** The longest span of days the admins' payments screen reads at once. */
export const ADMIN_PAYMENTS_MAX_DAYS = 92;
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;

export const ADMIN_PAYMENTS_MSG = {
  status: 'El estado no es válido',
  kind: 'El tipo debe ser pack o plan',
  date: 'La fecha debe tener el formato AAAA-MM-DD',
  page: 'La página debe ser un número entre 1 y 1000',
  range: `Elige un rango de hasta ${ADMIN_PAYMENTS_MAX_DAYS} días, con la fecha "desde" antes de la fecha "hasta".`,
} as const;

/** GET /api/admin/payments?status=&kind=&from=&to=&page=: dates are days in Chile (YYYY-MM-DD), both included. */
export class AdminPaymentsQueryDto {
  @IsOptional()
  @IsIn(['pending', 'paid', 'failed', 'cancelled', 'refunded'], { message: ADMIN_PAYMENTS_MSG.status })
  status?: PaymentStatus;

  @IsOptional()
  @IsIn(['pack', 'plan'], { message: ADMIN_PAYMENTS_MSG.kind })
  kind?: PaymentKind;

  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: ADMIN_PAYMENTS_MSG.date })
  from?: string;

  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: ADMIN_PAYMENTS_MSG.date })
  to?: string;

  @IsOptional()
  @Matches(/^(?:[1-9]\d{0,2}|1000)$/, { message: ADMIN_PAYMENTS_MSG.page })
  page?: string;
}

export interface AdminPaymentRow {
  id: string;
  status: PaymentStatus;
  kind: PaymentKind;
  itemName: string;
  amount: number;
  userId: string;
  userName: string;
  buyOrder: string;
  /** A plan's charge: the period it pays for (1 = the first month). */
  period: number | null;
  createdAt: string;
  paidAt: string | null;
}

/** One day in Chile: how many payments were made and paid, and the money received (refunds excluded). */
export interface AdminPaymentsDay {
  day: string;
  count: number;
  paid: number;
  revenue: number;
}

export interface AdminPaymentsResponse {
  from: string;
  to: string;
  items: AdminPaymentRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Every day of the range, oldest first (days without payments are zeros), with the status/kind filters. */
  daily: AdminPaymentsDay[];
  /** Plan renewals rejected in the range (whatever the filters). */
  failedRenewals: number;
}
