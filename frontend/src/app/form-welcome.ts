import { FORM_WELCOME_COOKIE, type AuthUserResponse, type FormWelcome } from '@conectando/contracts';

// The welcomes' words come with their own chunk, only on the rare page that says one.
const WELCOMES: Record<FormWelcome, (user: AuthUserResponse) => Promise<unknown>> = {
  ingreso: (user) => import('@/features/auth/utils/welcome-toasts').then((m) => m.showLoginWelcome(user)),
  registro: (user) => import('@/features/auth/utils/welcome-toasts').then((m) => m.showRegisterWelcome(user)),
};

/**
 * A sign-in or registration the browser posted itself (before the app ran) says its welcome here, once
 * the app knows the person: '¡Registro exitoso!' and the review's days are what a professional must read.
 * The server's cookie is taken, so a reload says nothing again.
 */
export function welcomeAfterFormPost(user: AuthUserResponse): void {
  const match = new RegExp(`(?:^|; )${FORM_WELCOME_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(document.cookie);
  if (!match) return;
  document.cookie = `${FORM_WELCOME_COOKIE}=; Max-Age=0; Path=/`;
  if (Object.hasOwn(WELCOMES, match[1])) void WELCOMES[match[1] as FormWelcome](user).catch(() => undefined);
}
