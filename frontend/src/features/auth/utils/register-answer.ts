import type { FieldErrors } from 'react-hook-form';
import {
  ERROR_MESSAGES,
  parseDayText,
  readRegisterErrors,
  REGISTER_FORM_ACTION,
  REGISTER_FORM_ECHO_MAX,
  REGISTER_FORM_ECHOED,
  SIGN_IN_ERROR_PARAM,
  type RegisterFormDto,
} from '@conectando/contracts';

const CHECKBOXES = new Set(['acceptTerms', 'acceptPrivacy', 'acceptNotifications']);
// Empty is no value for these: the DTO's @IsOptional lets only undefined through.
const OPTIONAL = new Set(['gender', 'rut', 'rnpiNumber']);
// The fields the browser itself holds (uncontrolled under react-hook-form), passwords included.
const TYPED = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'gender',
  'country',
  'region',
  'specialty',
  'institutionName',
  'legalRepresentative',
  'institutionEmail',
  'rut',
  'rnpiNumber',
] as const;

/** What the server said of a registration posted without the app: what was typed, each field's message, a refusal. */
export interface RegisterAnswer {
  values: Partial<RegisterFormDto>;
  errors: FieldErrors<RegisterFormDto> | undefined;
  refusal: string | null;
}

/** The answer in the registration's address (/register?…&error=…), as the server sent the browser back. */
export function registerAnswer(params: URLSearchParams): RegisterAnswer {
  const values: Record<string, unknown> = {};
  for (const field of REGISTER_FORM_ECHOED) {
    const value = params.get(field)?.slice(0, REGISTER_FORM_ECHO_MAX);
    if (!value) continue;
    if (CHECKBOXES.has(field)) values[field] = true;
    else if (field === 'birthDate') values[field] = parseDayText(value) ?? undefined;
    else values[field] = value;
  }
  const { fields, refusal } = readRegisterErrors(params.getAll(SIGN_IN_ERROR_PARAM));
  const entries = Object.entries(fields).map(([field, message]) => [field, { type: 'server', message }]);
  return {
    values: values,
    errors: entries.length ? (Object.fromEntries(entries) as FieldErrors<RegisterFormDto>) : undefined,
    refusal: refusal && ERROR_MESSAGES[refusal],
  };
}

/** What a person did on the drawn page before the app took it over. */
export interface BeforeTheApp {
  /** The fields the browser holds: the app's first render starts from them. */
  typed: Partial<RegisterFormDto>;
  /** The type chosen, the boxes ticked and a birth date written: drawn by the app, so set once it runs. */
  chosen: Partial<RegisterFormDto>;
}

/**
 * Hydrating, the page's form is still the server's, with what was typed and ticked in its fields.
 * Nothing when the page was not drawn ahead.
 */
export function beforeTheApp(drawn: Partial<RegisterFormDto>): BeforeTheApp {
  if (typeof document === 'undefined') return { typed: {}, chosen: {} };
  const form = document.querySelector<HTMLFormElement>(`form[action="${REGISTER_FORM_ACTION}"]`);
  if (!form) return { typed: {}, chosen: {} };
  const typed: Record<string, unknown> = {};
  for (const name of TYPED) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
      typed[name] = OPTIONAL.has(name) && field.value === '' ? undefined : field.value;
  }
  const chosen: Record<string, unknown> = {};
  const type = form.elements.namedItem('userType');
  if (type instanceof RadioNodeList && type.value && type.value !== (drawn.userType as string | undefined))
    chosen.userType = type.value;
  for (const name of CHECKBOXES) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement && box.checked !== Boolean(drawn[name as keyof RegisterFormDto]))
      chosen[name] = box.checked;
  }
  const birthDate = form.elements.namedItem('birthDate');
  const day = birthDate instanceof HTMLInputElement ? parseDayText(birthDate.value) : null;
  if (day && day !== drawn.birthDate) chosen.birthDate = day;
  return { typed, chosen };
}
