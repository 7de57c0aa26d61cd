import { CLIENT_PATHS } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** An admin validated the account of a professional or an institution. */
export function accountValidatedEmail(name: string, publicUrl: string): EmailContent {
  return {
    subject: 'Tu cuenta en Conectando Generaciones fue validada',
    text: `${emailGreeting(name)}\n\nRevisamos tu documentación y tu cuenta ya está validada. Puedes ingresar en ${publicUrl}${CLIENT_PATHS.login}.\n\n${EMAIL_SIGNATURE}`,
  };
}
