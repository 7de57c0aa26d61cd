import { Injectable, Logger } from '@nestjs/common';
import { EXPORT_INTERVAL_SECONDS, PRIVACY_MSG, PersonalDataExport } from '@conectando/contracts';
import type { Writable } from 'node:stream';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { isExportRows, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';

/**
 * 'Descargar mis datos': every module's part of the person's data, written into one JSON document as
 * each part is read (long lists row by row, so memory stays bounded whatever the history).
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger(DataExportService.name);
  private readonly perHour: RateLimiterAbstract;

  constructor(
    private readonly registry: PersonalDataRegistry,
    limiters: RateLimiters,
  ) {
    this.perHour = limiters.create('data-export', { points: 1, duration: EXPORT_INTERVAL_SECONDS });
  }

  /** Spends the person's one export of the hour, or refuses with when to come back. */
  async claim(userId: string): Promise<void> {
    try {
      await this.perHour.consume(userId);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), PRIVACY_MSG.exportTooSoon);
      throw e;
    }
  }

  /** An export that failed half-way did not give the person their data: the hour's turn is given back. */
  async giveBack(userId: string): Promise<void> {
    await this.perHour.reward(userId).catch(() => undefined);
  }

  async write(userId: string, out: Writable, now = new Date()): Promise<void> {
    const head: Omit<PersonalDataExport, 'parts'> = {
      format: 'conectando-generaciones/datos-personales',
      version: 1,
      exportedAt: now.toISOString(),
      userId,
    };
    await put(out, `${JSON.stringify(head).slice(0, -1)},"parts":{`);
    let first = true;
    for (const part of this.registry.parts()) {
      await put(out, `${first ? '' : ','}${JSON.stringify(part.key)}:`);
      first = false;
      const value = part.exportFor(userId);
      if (isExportRows(value)) {
        // Rows are gathered into chunks of about 64 KB: a write per row cost more than reading the rows.
        let chunk = '[';
        let n = 0;
        for await (const row of value) {
          chunk += `${n++ ? ',' : ''}${JSON.stringify(row)}`;
          if (chunk.length >= CHUNK_CHARS) {
            await put(out, chunk);
            chunk = '';
          }
        }
        await put(out, `${chunk}]`);
      } else {
        await put(out, JSON.stringify((await value) ?? null));
      }
    }
    await put(out, '}}');
    this.logger.log({ userId, parts: this.registry.parts().length }, 'personal data exported');
  }
}

const CHUNK_CHARS = 64 * 1024;

/** Writes with back-pressure; a client that went away stops the export. */
async function put(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error('export client went away');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}
