import { CLIENT_PATHS, TRUSTED_LEAVE_PARAM, TRUSTED_TOKEN_PARAM } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

const acceptLink = (publicUrl: string, token: string) =>
  `${publicUrl}${CLIENT_PATHS.trustedContactAccept}?${TRUSTED_TOKEN_PARAM}=${encodeURIComponent(token)}`;

const leaveLine = (publicUrl: string, leaveToken: string) =>
  `Si ya no quieres recibir estos avisos, entra aquí: ${publicUrl}${CLIENT_PATHS.trustedContactAccept}?${TRUSTED_LEAVE_PARAM}=${encodeURIComponent(leaveToken)}`;

/** The person named someone as their trusted contact. */
export function trustedInvitationEmail(
  contactName: string,
  personName: string,
  publicUrl: string,
  token: string,
  leaveToken: string,
): EmailContent {
  return {
    subject: `${personName} te eligió como su persona de confianza`,
    text: `${emailGreeting(contactName)}\n\n${personName} te eligió como su persona de confianza en Conectando Generaciones, una aplicación donde personas mayores enseñan y aprenden.\n\nSi una persona nueva le pide dinero o seguir la conversación fuera de la app, te avisaremos por email, como máximo una vez al día. Nunca verás sus mensajes ni sabrás con quién conversa.\n\nPara aceptar, entra aquí (el enlace vale 7 días): ${acceptLink(publicUrl, token)}\n\n${leaveLine(publicUrl, leaveToken)}\n\n${EMAIL_SIGNATURE}`,
  };
}

const metAgo = (days: number) => (days <= 0 ? 'hoy' : days === 1 ? 'hace 1 día' : `hace ${days} días`);

/**
 * A new contact asked the person for money or to continue elsewhere. Never the message's text, never
 * the other person's name: only that it happened, how long ago they met, and how to help.
 */
export function trustedAlertEmail(
  contactName: string,
  personName: string,
  daysSinceMet: number,
  publicUrl: string,
  leaveToken: string,
): EmailContent {
  return {
    subject: `Aviso para la persona de confianza de ${personName}`,
    text: `${emailGreeting(contactName)}\n\nUna persona que ${personName} conoció ${metAgo(daysSinceMet)} en Conectando Generaciones le pidió dinero o seguir la conversación fuera de la app. Es una señal que conviene conversar.\n\nCómo ayudar: llama a ${personName} con calma, pregúntale cómo está y recuérdale que nunca envíe dinero ni datos bancarios a alguien que no conoce en persona. Desde la conversación puede reportar o bloquear a esa persona, y tocar "Pedir ayuda" para hablar con nuestro equipo.\n\nPor su privacidad, no te mostramos sus mensajes ni el nombre de esa persona. Te enviamos como máximo un aviso al día.\n\n${leaveLine(publicUrl, leaveToken)}\n\n${EMAIL_SIGNATURE}`,
  };
}
