import { IsIn, IsOptional, Matches } from 'class-validator';
import type { PaymentKind, PaymentStatus } from './payments';

/** The longest span of days the admins' payments screen reads at once. */
export const ADMIN_PAYMENTS_MAX_DAYS = 92;
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;
/** How many rejected plan renewals the screen lists at once (the newest of the range). */
export const ADMIN_FAILED_RENEWALS_LIMIT = 50;

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
  @IsIn(['pending', 'paid', 'failed', 'cancelled', 'refunded', 'abandoned'], { message: ADMIN_PAYMENTS_MSG.status })
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

/**
 * What came after a rejected renewal: a later attempt of the same month was paid (`paid`) or is being
 * made (`retried`), a new attempt is due on `nextChargeAt` (`retry`), or the plan ended (`ended`).
 */
export type FailedRenewalNext = 'paid' | 'retried' | 'retry' | 'ended';

/** One rejected charge of a plan's month after the first. */
export interface AdminFailedRenewal {
  paymentId: string;
  userId: string;
  userName: string;
  planName: string;
  amount: number;
  /** The month of the plan it was charging (2 = the first renewal). */
  period: number;
  failedAt: string;
  /** Which attempt of that month it was: 1 is the renewal day, then one per retry. */
  attempt: number;
  /** Every attempt a month gets before the plan ends. */
  maxAttempts: number;
  next: FailedRenewalNext;
  /** When the next attempt is due (only with `retry`). */
  nextChargeAt: string | null;
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
  /** Those renewals, newest first, at most ADMIN_FAILED_RENEWALS_LIMIT. */
  failedRenewalItems: AdminFailedRenewal[];
}
