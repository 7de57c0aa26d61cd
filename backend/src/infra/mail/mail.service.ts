import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a meeting's .ics). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Email through SMTP_URL; without it, the message is written to the log (docs/decisions/runtime-without-services.md). */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) this.transport = createTransport(config.SMTP_URL);
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`(sin SMTP) para ${message.to}: ${message.subject}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...message });
  }

  async sendOrLog(message: MailMessage): Promise<void> {
    await this.send(message).catch((e: Error) => this.logger.warn(`No se pudo enviar a ${message.to}: ${e.message}`));
  }
}
