import { toNumberOrNull } from '@conectando/contracts';

export const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

// A required number field: an empty box is NaN, so the DTO's own message explains it.
export const toRequiredNumber = (value: unknown): number => toNumberOrNull(value) ?? Number.NaN;

// An optional number field: empty is "not given" (undefined lets @IsOptional pass).
export const toOptionalNumber = (value: unknown): number | undefined => toNumberOrNull(value) ?? undefined;

// Optional text: blank is "not given".
export const toOptionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
