import { chatPath } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** A conversation's first unread message, to someone who asked for chat emails. */
export function chatMessageEmail(name: string, senderName: string, publicUrl: string, chatId: string): EmailContent {
  return {
    subject: `Tienes un mensaje nuevo de ${senderName}`,
    text: `${emailGreeting(name)}\n\n${senderName} te escribió en Conectando Generaciones. Puedes leerlo y responder en ${publicUrl}${chatPath(chatId)}.\n\n${EMAIL_SIGNATURE}`,
  };
}
