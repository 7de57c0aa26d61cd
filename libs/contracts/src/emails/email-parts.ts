import type { NoticeText } from '../notifications/notification-messages';

/** The opening and the signature shared by the emails, so every email greets and signs alike. */
export const emailGreeting = (name: string) => `Hola ${name}:`;
export const EMAIL_SIGNATURE = 'Equipo de Conectando Generaciones';

/** What every email builder returns: the MailService adds the recipient (and any attachment). */
export interface EmailContent {
  subject: string;
  text: string;
  html?: string;
}

/** An email that repeats the feed's notice, then the link to what it is about. */
export const noticeEmail = (name: string, notice: NoticeText, link: string): EmailContent => ({
  subject: notice.title,
  text: `${emailGreeting(name)}\n\n${notice.body}\n\n${link}\n\n${EMAIL_SIGNATURE}`,
});
