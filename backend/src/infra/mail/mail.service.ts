import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { type Queue, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MAIL_ATTEMPTS, MAIL_QUEUE, MailDelivery, MailMessage, mailRetryDelay } from './mail-delivery';

export type { MailMessage } from './mail-delivery';

/**
 * The domain event an email answers, so that a re-run of its handler queues it once only. `consumer`
 * names the email (part of the data, like every consumer name); it is recorded as `mail:<consumer>`.
 */
export interface MailOnce {
  consumer: string;
  eventId: string;
}

/**
 * Every email goes through the BullMQ queue `mail` and is retried with back-off for a day
 * (docs/decisions/mail-delivery.md); without Redis it is retried on timers in this process; without
 * SMTP_URL it is written to the log (docs/decisions/runtime-without-services.md).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly timers = new Set<NodeJS.Timeout>();
  // A try still in flight when the app closes must not schedule another after it.
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly delivery: MailDelivery,
    private readonly dataSource: DataSource,
    @Optional() @InjectQueue(MAIL_QUEUE) private readonly queue?: Queue<MailMessage>,
  ) {}

  /**
   * Queues the email; resolves once it is queued (not sent). With `once`, only the first call for that
   * event queues it: the claim and the queueing succeed or fail together, so a handler that throws
   * here is run again and queues it then.
   */
  async send(message: MailMessage, once?: MailOnce): Promise<void> {
    if (!this.delivery.smtp) {
      this.logger.log(`(sin SMTP) para ${message.to}: ${message.subject}`);
      return;
    }
    if (!once) return this.enqueue(message);
    const consumer = `mail:${once.consumer}`;
    await this.dataSource.transaction(async (tx) => {
      const claimed: unknown[] = await tx.query(
        `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, once.eventId],
      );
      // Queued before the commit: if the commit then fails, the re-run's add finds the same job id
      // (BullMQ ids may not contain ':').
      if (claimed.length > 0) await this.enqueue(message, `mail-${once.consumer.replaceAll(':', '-')}-${once.eventId}`);
    });
  }

  /** As send, but a failure to queue is logged (for callers that answer a request and must not throw). */
  async sendOrLog(message: MailMessage, once?: MailOnce): Promise<void> {
    await this.send(message, once).catch((e: Error) =>
      this.logger.warn(`No se pudo poner en cola el correo para ${message.to}: ${e.message}`),
    );
  }

  private async enqueue(message: MailMessage, jobId?: string): Promise<void> {
    if (this.queue) {
      await this.queue.add('mail', message, jobId ? { jobId } : {});
      return;
    }
    // Without Redis the retries wait in this process (a restart forgets them, as it forgets the rest).
    this.attempt(message, 1);
  }

  private attempt(message: MailMessage, attempt: number): void {
    if (this.closed) return;
    this.delivery.deliver(message).then(
      () => undefined,
      (e: Error) => {
        if (this.closed) return;
        if (e instanceof UnrecoverableError || attempt >= MAIL_ATTEMPTS) {
          this.logger.warn(`Correo para ${message.to} abandonado tras ${attempt} intento(s): ${e.message}`);
          return;
        }
        this.logger.warn(
          `Correo para ${message.to} no enviado (intento ${attempt} de ${MAIL_ATTEMPTS}): ${e.message}; se reintenta`,
        );
        const timer = setTimeout(
          () => {
            this.timers.delete(timer);
            this.attempt(message, attempt + 1);
          },
          mailRetryDelay(this.config.MAIL_RETRY_FIRST_MS, attempt),
        );
        timer.unref();
        this.timers.add(timer);
      },
    );
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
  }
}
