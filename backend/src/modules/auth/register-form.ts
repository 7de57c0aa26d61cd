import {
  CLIENT_PATHS,
  ErrorCode,
  MSG,
  parseDayText,
  REGISTER_FORM_ECHO_MAX,
  REGISTER_FORM_ECHOED,
  registerFieldError,
  SIGN_IN_ERROR_PARAM,
  USER_TYPES,
} from '@conectando/contracts';
import type { ValidationError } from 'class-validator';
import { AppError } from '../../common/errors/app-error';

type FormBody = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const trimmed = (value: unknown) => text(value)?.trim();
const orNothing = (value: string | undefined) => (value === '' ? undefined : value);
const CHECKBOXES = new Set(['acceptTerms', 'acceptPrivacy', 'acceptNotifications']);

/**
 * The registration as the page's form posts it (urlencoded strings) read as the app's form sends it:
 * trimmed texts, a ticked box as true, the birth date written día-mes-año as YYYY-MM-DD (left as
 * written when it is no day, for the rules to refuse). Files never come this way: the form's file
 * fields need the app (docs/decisions/first-load.md).
 */
export function registerFormInput(body: FormBody): Record<string, unknown> {
  const birthDate = orNothing(trimmed(body.birthDate));
  return {
    name: trimmed(body.name),
    email: trimmed(body.email),
    password: text(body.password),
    confirmPassword: text(body.confirmPassword),
    birthDate: birthDate && (parseDayText(birthDate) ?? birthDate),
    gender: orNothing(text(body.gender)),
    country: text(body.country),
    region: trimmed(body.region),
    userType: text(body.userType),
    acceptTerms: body.acceptTerms !== undefined,
    acceptPrivacy: body.acceptPrivacy !== undefined,
    acceptNotifications: body.acceptNotifications !== undefined,
    specialty: trimmed(body.specialty),
    institutionName: trimmed(body.institutionName),
    legalRepresentative: trimmed(body.legalRepresentative),
    institutionEmail: trimmed(body.institutionEmail),
    rut: orNothing(trimmed(body.rut)),
    rnpiNumber: orNothing(trimmed(body.rnpiNumber)),
  };
}

/** Each refused field with its first message, as the app's form shows it. */
export const fieldErrors = (errors: ValidationError[]): string[] =>
  errors.flatMap((e) => {
    const message = Object.values(e.constraints ?? {})[0];
    const coded = message ? registerFieldError(e.property, message) : null;
    return coded ? [coded] : [];
  });

/**
 * What a refusal means for the form: a field's message where it is one, else its code (a body the
 * parser refused, too big or with too many fields, is data that is not valid).
 */
export function registerRefusal(error: unknown): string {
  if (!(error instanceof AppError))
    return typeof (error as { type?: unknown } | null)?.type === 'string'
      ? ErrorCode.ValidationFailed
      : ErrorCode.Internal;
  if (error.message === MSG.passwordTooCommon) return registerFieldError('password', error.message) ?? error.code;
  return error.code;
}

/**
 * The registration page again, with the entry card chosen, what was typed (bounded, never the
 * passwords) and why it was refused.
 */
export function registerAddress(body: unknown, errors: readonly string[]): string {
  const form = (body ?? {}) as FormBody;
  const params = new URLSearchParams();
  const type = text(form.userType);
  if (type && (USER_TYPES as readonly string[]).includes(type)) params.set('tipo', type);
  for (const field of REGISTER_FORM_ECHOED) {
    const value = text(form[field])?.trim().slice(0, REGISTER_FORM_ECHO_MAX);
    if (CHECKBOXES.has(field)) {
      if (form[field] !== undefined) params.set(field, '1');
    } else if (value) params.set(field, value);
  }
  for (const error of errors) params.append(SIGN_IN_ERROR_PARAM, error);
  return `${CLIENT_PATHS.register}?${params.toString()}`;
}
