import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

// The id a run here was given, kept on the logger made for it (and so on its children, which pino
// makes from it by prototype). Reading it back from the logger's bindings parses them as JSON: once
// per chat message, a visible share of the API's time (docs/decisions/measured-choices.md).
// An HTTP request's logger is made by pino-http, and still answers from its bindings.
const RUN_ID = Symbol('requestContext.runId');
type IdentifiedLogger = PinoLogger['logger'] & { [RUN_ID]?: string };

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
    const logger = this.pino.logger as IdentifiedLogger;
    return logger[RUN_ID] ?? (logger.bindings().reqId as string | undefined);
  }

  /** Runs `fn` under `id` (a new one by default), with `bindings` on every log line made inside. */
  run<T>(fn: () => T, bindings: Record<string, unknown> = {}, id: string = randomUUID()): T {
    return this.pino.runInContext(
      () => {
        (this.pino.logger as IdentifiedLogger)[RUN_ID] = id;
        return fn();
      },
      { bindings: { reqId: id, ...bindings } },
    );
  }
}
