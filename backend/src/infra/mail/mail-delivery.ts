import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const MAIL_QUEUE = 'mail';

/**
 * 14 tries: the first retry after MAIL_RETRY_FIRST_MS (a minute), each wait doubling up to 240 times
 * that (4 hours): 1, 2, 4 … 128 min, then every 4 h, about 24 h 15 min in all (docs/decisions/mail-delivery.md).
 */
export const MAIL_ATTEMPTS = 14;
const MAX_DELAY_FACTOR = 240;

/** The wait before the next try, after `attemptsMade` failed ones. */
export function mailRetryDelay(firstMs: number, attemptsMade: number): number {
  return Math.min(firstMs * 2 ** (attemptsMade - 1), firstMs * MAX_DELAY_FACTOR);
}

/** An email as it waits in the queue (plain JSON). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message. */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** A calendar invitation (iTIP), sent as the `text/calendar; method=…` part mail apps offer to add. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/** An SMTP refusal that trying again will not change: 5xx (a bad address, a rejected message). */
export function isPermanentRefusal(e: unknown): e is Error & { responseCode: number; response?: string } {
  const code = (e as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Hands one email to SMTP_URL's server; a 5xx refusal becomes an UnrecoverableError (BullMQ stops retrying). */
@Injectable()
export class MailDelivery {
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) this.transport = createTransport(config.SMTP_URL);
  }

  get smtp(): boolean {
    return Boolean(this.transport);
  }

  async deliver(message: MailMessage): Promise<void> {
    if (!this.transport) return;
    const { calendar, ...rest } = message;
    const options: SendMailOptions = {
      from: this.config.MAIL_FROM,
      ...rest,
      ...(calendar
        ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
        : {}),
    };
    try {
      await this.transport.sendMail(options);
    } catch (e) {
      if (isPermanentRefusal(e))
        throw new UnrecoverableError(`rechazo permanente ${e.responseCode}: ${e.response ?? e.message}`);
      throw e;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
