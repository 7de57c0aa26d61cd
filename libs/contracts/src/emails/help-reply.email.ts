import { CLIENT_PATHS } from '../paths/client-paths';
import { EMAIL_SIGNATURE, type EmailContent } from './email-parts';

/** The team answered a message sent through the public 'Pedir ayuda' form. */
export function helpReplyEmail(reply: string, publicUrl: string): EmailContent {
  return {
    subject: 'Respuesta a tu mensaje en Conectando Generaciones',
    text: `Hola:\n\nRespondimos el mensaje que nos enviaste desde "Pedir ayuda":\n\n${reply}\n\nSi necesitas algo más, escríbenos de nuevo en ${publicUrl}${CLIENT_PATHS.help}.\n\n${EMAIL_SIGNATURE}`,
  };
}
