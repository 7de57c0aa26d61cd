import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job, MinimalJob } from 'bullmq';
import { MAIL_QUEUE, MailDelivery, MailMessage, mailRetryDelay } from './mail-delivery';

const firstDelay = (job?: MinimalJob): number => {
  const backoff = job?.opts.backoff;
  return typeof backoff === 'number' ? backoff : (backoff?.delay ?? 60_000);
};

/** Sends queued emails; each failed try waits its turn (mailRetryDelay), a 5xx refusal ends the job. */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(MAIL_QUEUE, {
  concurrency: 4,
  autorun: false,
  settings: {
    // The job's backoff.delay is the first wait (MAIL_RETRY_FIRST_MS when it was queued).
    backoffStrategy: (attemptsMade, _type, _error, job) => mailRetryDelay(firstDelay(job), attemptsMade),
  },
})
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger('Mail');

  constructor(private readonly delivery: MailDelivery) {
    super();
  }

  process(job: Job<MailMessage>): Promise<void> {
    return this.delivery.deliver(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<MailMessage> | undefined, error: Error): void {
    const to = job?.data.to ?? '?';
    const attempts = job?.opts.attempts ?? 1;
    const made = job?.attemptsMade ?? 0;
    if (error.name === 'UnrecoverableError' || made >= attempts) {
      this.logger.error(`Correo para ${to} abandonado tras ${made} intento(s), no se reintenta: ${error.message}`);
      return;
    }
    this.logger.warn(`Correo para ${to} no enviado (intento ${made} de ${attempts}): ${error.message}; se reintenta`);
  }
}
