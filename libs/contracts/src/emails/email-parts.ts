/** The opening and the signature shared by the emails, so every email greets and signs alike. */
export const emailGreeting = (name: string) => `Hola ${name}:`;
export const EMAIL_SIGNATURE = 'Equipo de Conectando Generaciones';

/** What every email builder returns: the MailService adds the recipient (and any attachment). */
export interface EmailContent {
  subject: string;
  text: string;
  html?: string;
}
