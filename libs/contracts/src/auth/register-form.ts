import { ErrorCode, MSG } from '../common/messages';
import { VERIFICATION_MSG } from '../users/verifications';

// The registration is a real form too (docs/decisions/first-load.md): posted by the browser before
// (or without) the app, the server registers and signs in, or sends the browser back to the page
// with each field's message and what was typed (never a password) in its address.

/** Where the registration form posts (urlencoded: RegisterDto's fields as the page names them). */
export const REGISTER_FORM_ACTION = '/api/auth/form/register';

/** The fields a refused registration gives back as typed, at most this long each. */
export const REGISTER_FORM_ECHOED = [
  'name',
  'email',
  'birthDate',
  'gender',
  'country',
  'region',
  'acceptTerms',
  'acceptPrivacy',
  'acceptNotifications',
  'specialty',
  'institutionName',
  'legalRepresentative',
  'institutionEmail',
  'rut',
  'rnpiNumber',
] as const;
export type RegisterFormEchoed = (typeof REGISTER_FORM_ECHOED)[number];
export const REGISTER_FORM_ECHO_MAX = 254;

// A field's message travels as its key, so the address can only ever show the app's own words.
const FIELD_MESSAGES: Record<string, string> = { ...MSG, ...VERIFICATION_MSG };
const KEY_OF_MESSAGE = new Map(Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, key]));

/** A field's refusal in the address (`email:emailInvalid`), or null for a message that is not the app's. */
export const registerFieldError = (field: string, message: string): string | null => {
  const key = KEY_OF_MESSAGE.get(message);
  return key && /^\w+$/.test(field) ? `${field}:${key}` : null;
};

/** What the address says of a refused registration: each field's message, or the refusal of the whole. */
export function readRegisterErrors(values: readonly string[]): {
  fields: Record<string, string>;
  refusal: ErrorCode | null;
} {
  const fields: Record<string, string> = {};
  let refusal: ErrorCode | null = null;
  for (const value of values) {
    const [field, key] = value.split(':');
    if (key !== undefined && field && Object.hasOwn(FIELD_MESSAGES, key)) fields[field] ??= FIELD_MESSAGES[key];
    else if ((Object.values(ErrorCode) as string[]).includes(value)) refusal = value as ErrorCode;
  }
  return { fields, refusal };
}
