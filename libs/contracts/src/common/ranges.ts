import { registerDecorator, ValidationOptions } from 'class-validator';

/** Real bounds of numeric input (docs/decisions/abuse-limits.md): out-of-range values are refused in the DTO, never by PostgreSQL. */
export const MAX_CLP_AMOUNT = 100_000_000;
export const MAX_DURATION_MINUTES = 1440;
export const MAX_PAGE_LIMIT = 200;
/** PostgreSQL's integer: sequence numbers and numeric cursors. */
export const MAX_INT4 = 2_147_483_647;

export const RANGE_MSG = {
  paymentMax: 'El pago puede ser de hasta $100.000.000',
  rateMax: 'La tarifa puede ser de hasta $100.000.000',
  durationMax: 'La duración puede ser de hasta 1.440 minutos (24 horas)',
  dateInvalid: 'La fecha no es válida',
  limitInvalid: 'La cantidad solicitada debe ser un número entero entre 1 y 200',
  cursorInvalid: 'La posición solicitada no es válida',
  seqInvalid: 'El número de mensaje no es válido',
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30), between two years. */
export const isRealDate = (value: unknown, minYear = 1900, maxYear = 2999): boolean => {
  if (typeof value !== 'string') return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < minYear || year > maxYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

// The latest calendar day anywhere (UTC+14): a person born today in any time zone is not "in the future".
const latestDayAnywhere = (now: number): string => new Date(now + 14 * 3600_000).toISOString().slice(0, 10);

/** A real date (isRealDate) and, with `notAfterToday`, none later than today anywhere (a birth date). */
export function IsRealDate(
  options?: ValidationOptions & { minYear?: number; maxYear?: number; notAfterToday?: boolean },
) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRealDate',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) =>
          isRealDate(value, options?.minYear, options?.maxYear) &&
          (!options?.notAfterToday || (value as string) <= latestDayAnywhere(Date.now())),
      },
    });
}
