import { IsString } from 'class-validator';
import { IntVar, OptionalStringVar } from './env-values';

/** Outgoing email, and Web Push, the other channel that reaches people away from the app. */
export class MailEnv {
  /** smtp://user:pass@host:port for email notifications; unset: emails are written to the log. */
  @OptionalStringVar()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Conectando Generaciones <no-responder@conectandogeneraciones.cl>';

  /**
   * The wait before an email's first retry; each next wait doubles, up to 240 times this, for 14 tries
   * (a minute: about a day in all). Tests shorten it.
   */
  @IntVar(10, 3_600_000)
  MAIL_RETRY_FIRST_MS = 60_000;

  @IsString()
  CONTACT_EMAIL = 'contacto@conectandogeneraciones.cl';

  /** Web Push (VAPID) key pair, base64url; unset: generated once and kept in the database. */
  @OptionalStringVar()
  VAPID_PUBLIC_KEY?: string;

  @OptionalStringVar()
  VAPID_PRIVATE_KEY?: string;

  /** Who push services may contact about our pushes (mailto: or https:); unset: mailto:CONTACT_EMAIL. */
  @OptionalStringVar()
  VAPID_SUBJECT?: string;

  /**
   * Push-service origins a subscription's endpoint may point at, comma-separated ('*.' allows
   * subdomains): the server only ever posts to these, never to an address a user chose.
   */
  @IsString()
  WEB_PUSH_ENDPOINT_ORIGINS =
    'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';
}
