import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SIGN_IN_EMAIL_MAX,
  SIGN_IN_EMAIL_PARAM,
  SIGN_IN_ERROR_PARAM,
  type AuthUserResponse,
} from '@conectando/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { signInAnswer } from '../utils/sign-in-answer';
import { showLoginWelcome } from '../utils/welcome-toasts';

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The rules are LoginDto's (contracts), checked by class-validator. /login is the first screen of
// many visits, so that stack (and react-hook-form, which two fields do not need) is fetched once the
// screen shows instead of before. Should it fail to arrive (signal lost), the server checks the same
// DTO and answers in Spanish.
const loadValidation = () => import('../utils/validate-login');

/** The sign-in form's values, the messages to show (the app's or the server's), and the send. */
export function useLoginForm(onSignedIn: (user: AuthUserResponse) => void) {
  // A form posted before the app ran comes back here with what was wrong in the address (drawn so by
  // the server, so the app's first render shows it too); shown until the person sends it again.
  // The email typed comes back too.
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: (params.get(SIGN_IN_EMAIL_PARAM) ?? '').slice(0, SIGN_IN_EMAIL_MAX),
    password: '',
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);

  const answer = signInAnswer(params.get(SIGN_IN_ERROR_PARAM));
  const shownErrors = submitted ? errors : answer.fields;
  const shownRefusal = refusal ?? (submitted ? null : answer.refusal);

  // /login arrives prerendered: what a person typed before the app took over stays in the fields.
  // 'Ingresar' works before the app too: the form posts itself to the server (SIGN_IN_FORM_ACTION).
  useLayoutEffect(() => {
    const typed = (name: keyof LoginValues) =>
      (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const early = { email: typed('email'), password: typed('password') };
    if (early.email || early.password) setValues(early);
  }, []);

  useEffect(() => {
    loadValidation().catch(() => undefined);
  }, []);

  const check = async (next: LoginValues) => {
    const validation = await loadValidation().catch(() => null);
    if (!validation) return true;
    const found = await validation.validateLogin({ ...next, email: next.email.trim() });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // After a first submit, messages follow what the person types (as the other forms do).
  const change = (patch: Partial<LoginValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) void check(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!(await check(values))) return;
    const email = values.email.trim();
    const { password } = values;
    login.mutate(
      { email, password },
      {
        onSuccess: (user) => {
          showLoginWelcome(user);
          onSignedIn(user);
        },
        onError: (error) => {
          // A suspended account is told why, with 'Pedir ayuda' right under it (not a passing toast).
          if (isApiError(error) && error.status === 403) return setRefusal(errorMessage(error));
          notify({ title: 'Error al iniciar sesión', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return { form, values, change, onSubmit, shownErrors, shownRefusal, pending: login.isPending };
}
