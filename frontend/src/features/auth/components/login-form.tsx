import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AuthUserResponse } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAppRunning } from '@/lib/use-app-running';
import { useLogin } from '../api/login';
import { showLoginWelcome } from '../utils/welcome-toasts';
import { DemoAccounts } from './demo-accounts';

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The rules are LoginDto's (contracts), checked by class-validator. /login is the first screen of
// many visits, so that stack (and react-hook-form, which two fields do not need) is fetched once the
// screen shows instead of before. Should it fail to arrive (signal lost), the server checks the same
// DTO and answers in Spanish.
const loadValidation = () => import('../utils/validate-login');

export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: AuthUserResponse) => void }) => {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);

  // /login arrives prerendered: what a person typed before the app took over stays in the fields, and
  // 'Ingresar' waits for the app (a native submit would put the password in the address).
  const live = useAppRunning();
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
        onError: (error) =>
          notify({ title: 'Error al iniciar sesión', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const pickDemo = (email: string, password: string) => change({ email, password });

  return (
    <Stack gap="8">
      <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Iniciar sesión">
        <Stack gap="5">
          <FormField label="Email" error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="tucorreo@ejemplo.cl"
              name="email"
              value={values.email}
              onChange={(event) => change({ email: event.target.value })}
            />
          </FormField>
          <FormField label="Contraseña" error={errors.password}>
            <PasswordInput
              autoComplete="current-password"
              name="password"
              value={values.password}
              onChange={(event) => change({ password: event.target.value })}
            />
          </FormField>
          <Button
            type="submit"
            disabled={!live}
            colorPalette="brand"
            size="xl"
            width="full"
            loading={login.isPending}
            loadingText="Ingresando…"
          >
            Ingresar
          </Button>
        </Stack>
      </form>
      <Link asChild alignSelf="center" fontSize="lg" fontWeight="bold">
        <RouterLink to={paths.forgotPassword}>¿Olvidaste tu contraseña?</RouterLink>
      </Link>
      <DemoAccounts onPick={pickDemo} />
    </Stack>
  );
};
