import { Injectable } from '@nestjs/common';
import {
  ADMIN_FAILED_RENEWALS_LIMIT,
  ADMIN_PAYMENTS_MAX_DAYS,
  ADMIN_PAYMENTS_MSG,
  ADMIN_PAYMENTS_PAGE_SIZE,
  AdminPaymentsQueryDto,
  AdminPaymentsResponse,
  ErrorCode,
  FailedRenewalNext,
  PaymentKind,
  PaymentStatus,
  PLAN_RETRY_DAYS,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { UsersService } from '../users/users.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
// Days are Chilean days: a payment at 22:00 in Santiago counts on that day, not on UTC's next one.
const LOCAL_DAY = `(p.created_at AT TIME ZONE 'America/Santiago')::date`;

const todayInChile = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });

/** A real calendar day, as UTC midnight; 2026-02-30 is refused. */
function parseDay(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day)
    throw new AppError(ErrorCode.ValidationFailed, ADMIN_PAYMENTS_MSG.date);
  return at;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

interface FailedRenewalRow {
  id: string;
  user_id: string;
  item_name: string;
  amount: number;
  period: number;
  created_at: Date;
  next_charge_at: Date | null;
  attempt: number;
  next: FailedRenewalNext;
}

/** The admins' 'Pagos' screen: the payments of a bounded range of days, filtered, with daily totals. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async list(query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    const toAt = parseDay(query.to ?? todayInChile());
    const fromAt = parseDay(query.from ?? isoDay(toAt - (DEFAULT_DAYS - 1) * DAY_MS));
    if (fromAt > toAt || (toAt - fromAt) / DAY_MS + 1 > ADMIN_PAYMENTS_MAX_DAYS)
      throw new AppError(ErrorCode.ValidationFailed, ADMIN_PAYMENTS_MSG.range);
    const from = isoDay(fromAt);
    const to = isoDay(toAt);
    const page = Number(query.page ?? '1');

    const params: unknown[] = [from, to];
    const filters: string[] = [];
    const filter = (column: string, value: PaymentStatus | PaymentKind | undefined) => {
      if (value === undefined) return;
      params.push(value);
      filters.push(`p.${column} = $${params.length}`);
    };
    filter('status', query.status);
    filter('kind', query.kind);
    const extra = filters.map((f) => ` AND ${f}`).join('');
    const inRange = `${LOCAL_DAY} BETWEEN $1::date AND $2::date`;

    const [daily, [{ total }], rows, [{ failed }], renewals] = await Promise.all([
      this.dataSource.query<{ day: string; count: number; paid: number; revenue: number }[]>(
        `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(p.id)::int AS count,
                (count(p.id) FILTER (WHERE p.status = 'paid'))::int AS paid,
                COALESCE(sum(p.amount) FILTER (WHERE p.status = 'paid'), 0)::int AS revenue
           FROM generate_series($1::date, $2::date, interval '1 day') d
           LEFT JOIN payments p ON ${LOCAL_DAY} = d::date${extra}
          GROUP BY d ORDER BY d`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM payments p WHERE ${inRange}${extra}`,
        params,
      ),
      this.dataSource.query<
        {
          id: string;
          status: PaymentStatus;
          kind: PaymentKind;
          item_name: string;
          amount: number;
          user_id: string;
          buy_order: string;
          period: number | null;
          created_at: Date;
          paid_at: Date | null;
        }[]
      >(
        `SELECT p.id, p.status, p.kind, p.item_name, p.amount, p.user_id, p.buy_order, p.period, p.created_at, p.paid_at
           FROM payments p WHERE ${inRange}${extra}
          ORDER BY p.created_at DESC, p.id LIMIT ${ADMIN_PAYMENTS_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAYMENTS_PAGE_SIZE}`,
        params,
      ),
      this.dataSource.query<{ failed: number }[]>(
        `SELECT count(*)::int AS failed FROM payments p
          WHERE ${inRange} AND p.kind = 'plan' AND p.status = 'failed' AND p.period > 1`,
        [from, to],
      ),
      this.failedRenewals(from, to),
    ]);
    const names = await this.users.displayNames([
      ...new Set([...rows.map((r) => r.user_id), ...renewals.map((r) => r.user_id)]),
    ]);
    return {
      from,
      to,
      page,
      pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
      total,
      daily,
      failedRenewals: failed,
      failedRenewalItems: renewals.map((r) => ({
        paymentId: r.id,
        userId: r.user_id,
        userName: names.get(r.user_id) ?? '',
        planName: r.item_name,
        amount: r.amount,
        period: r.period,
        failedAt: r.created_at.toISOString(),
        attempt: r.attempt,
        maxAttempts: PLAN_RETRY_DAYS.length + 1,
        next: r.next,
        nextChargeAt: r.next === 'retry' ? (r.next_charge_at?.toISOString() ?? null) : null,
      })),
      items: rows.map((r) => ({
        id: r.id,
        status: r.status,
        kind: r.kind,
        itemName: r.item_name,
        amount: r.amount,
        userId: r.user_id,
        userName: names.get(r.user_id) ?? '',
        buyOrder: r.buy_order,
        period: r.period,
        createdAt: r.created_at.toISOString(),
        paidAt: r.paid_at?.toISOString() ?? null,
      })),
    };
  }

  /**
   * The newest rejected renewals of the range and what followed each: a later attempt of the same
   * month (paid or not), the retry the subscription is waiting for, or the end of the plan.
   */
  private failedRenewals(from: string, to: string): Promise<FailedRenewalRow[]> {
    return this.dataSource.query<FailedRenewalRow[]>(
      `SELECT p.id, p.user_id, p.item_name, p.amount, p.period, p.created_at, s.next_charge_at,
              GREATEST(1, (SELECT count(*) FROM payments q
                            WHERE q.subscription_id = p.subscription_id AND q.period = p.period
                              AND (q.created_at, q.id) <= (p.created_at, p.id)))::int AS attempt,
              CASE WHEN later.status = 'paid' THEN 'paid'
                   WHEN later.status IS NOT NULL THEN 'retried'
                   WHEN s.status = 'past_due' AND s.period = p.period THEN 'retry'
                   ELSE 'ended' END AS next
         FROM payments p
         LEFT JOIN subscriptions s ON s.id = p.subscription_id
         LEFT JOIN LATERAL (
           SELECT q.status FROM payments q
            WHERE q.subscription_id = p.subscription_id AND q.period = p.period
              AND (q.created_at, q.id) > (p.created_at, p.id)
            ORDER BY q.status = 'paid' DESC LIMIT 1
         ) later ON true
        WHERE ${LOCAL_DAY} BETWEEN $1::date AND $2::date AND p.kind = 'plan' AND p.status = 'failed' AND p.period > 1
        ORDER BY p.created_at DESC, p.id
        LIMIT ${ADMIN_FAILED_RENEWALS_LIMIT}`,
      [from, to],
    );
  }
}
