import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

/**
 * The id of what is being handled, HTTP request, socket event or BullMQ job, as the `reqId` of the
 * logging context (nestjs-pino's): everything logged meanwhile carries it, and the outbox stores it
 * with the events the request raises, so the worker handles their jobs under the same id.
 */
@Injectable()
export class RequestContext {
  constructor(private readonly pino: PinoLogger) {}

  /** The current id, if something is being handled. */
  id(): string | undefined {
    return this.pino.logger.bindings().reqId as string | undefined;
  }

  /** Runs `fn` under `id` (a new one by default), with `bindings` on every log line made inside. */
  run<T>(fn: () => T, bindings: Record<string, unknown> = {}, id: string = randomUUID()): T {
    return this.pino.runInContext(fn, { bindings: { reqId: id, ...bindings } });
  }
}
