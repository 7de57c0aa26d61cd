import { ErrorCode } from '../common/messages';

// The sign-in is a real form (method="post"): a phone whose app has not run yet signs in with it as
// the browser does. The server answers with a redirect: to the person's screens, or back to the
// sign-in with what was wrong in its address (docs/decisions/first-load.md).

/** Where the sign-in form posts (urlencoded: email, password, tipo). */
export const SIGN_IN_FORM_ACTION = '/api/auth/form/login';

/**
 * A sign-in or registration the browser posted itself lands on a page with no welcome: the server
 * leaves this short-lived cookie (readable by the page) saying which, and the app says it once it runs.
 */
export const FORM_WELCOME_COOKIE = 'cg.bienvenida';
export const FORM_WELCOME_SECONDS = 60;
export type FormWelcome = 'ingreso' | 'registro';

/** The address parameter that says why a form sign-in was refused. */
export const SIGN_IN_ERROR_PARAM = 'error';

/** The address parameter that gives back the email of a refused form sign-in, at most this long. */
export const SIGN_IN_EMAIL_PARAM = 'email';
export const SIGN_IN_EMAIL_MAX = 254;

/** Why a form sign-in was refused: a field that is not valid, or the API's refusal. */
export const SIGN_IN_FORM_ERRORS = {
  emailInvalid: 'email',
  passwordRequired: 'password',
  invalidCredentials: ErrorCode.InvalidCredentials,
  tooManyRequests: ErrorCode.TooManyRequests,
  forbidden: ErrorCode.Forbidden,
  failed: ErrorCode.Internal,
} as const;
export type SignInFormError = (typeof SIGN_IN_FORM_ERRORS)[keyof typeof SIGN_IN_FORM_ERRORS];

export const isSignInFormError = (value: unknown): value is SignInFormError =>
  (Object.values(SIGN_IN_FORM_ERRORS) as unknown[]).includes(value);
