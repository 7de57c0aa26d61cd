import { FORM_WELCOME_COOKIE, type AuthUserResponse } from '@conectando/contracts';

/**
 * A sign-in or registration the browser posted itself (before the app ran) says its welcome here, once
 * the app knows the person: '¡Registro exitoso!' and the review's days are what a professional must read.
 * The server's cookie is taken, so a reload says nothing again. The words load only then, in their chunk.
 */
export function welcomeAfterFormPost(user: AuthUserResponse): void {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${FORM_WELCOME_COOKIE}=`));
  if (!cookie) return;
  document.cookie = `${FORM_WELCOME_COOKIE}=; Max-Age=0; Path=/`;
  const welcome = cookie.slice(FORM_WELCOME_COOKIE.length + 1);
  if (welcome !== 'ingreso' && welcome !== 'registro') return;
  void import('@/features/auth/utils/welcome-toasts')
    .then((m) => (welcome === 'registro' ? m.showRegisterWelcome : m.showLoginWelcome)(user))
    .catch(() => undefined);
}
