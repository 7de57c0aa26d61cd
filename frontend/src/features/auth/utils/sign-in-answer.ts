import { ERROR_MESSAGES, isSignInFormError, MSG, SIGN_IN_FORM_ERRORS } from '@conectando/contracts';

/** What the server said of a sign-in form posted without the app: a field's message, or a refusal. */
export interface SignInAnswer {
  fields: { email?: string; password?: string };
  refusal: string | null;
}

/** The answer in the sign-in's address (/login?error=…), as the server sent the browser back. */
export function signInAnswer(error: string | null): SignInAnswer {
  if (!isSignInFormError(error)) return { fields: {}, refusal: null };
  if (error === SIGN_IN_FORM_ERRORS.emailInvalid) return { fields: { email: MSG.emailInvalid }, refusal: null };
  if (error === SIGN_IN_FORM_ERRORS.passwordRequired)
    return { fields: { password: MSG.passwordRequired }, refusal: null };
  return { fields: {}, refusal: ERROR_MESSAGES[error] };
}
