import { Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { ErrorCode, ERROR_MESSAGES } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { INVALID_REQUEST_MESSAGE, valueWithinBounds } from '../../common/http/input-bounds';
import type { RequestContext } from '../logging/request-context';

/**
 * Handles one event of one socket; what it returns (or resolves to) is the acknowledgement, when the
 * client asked for one. A refusal is thrown as an AppError, whose Spanish message is the answer.
 */
export type SocketEventHandler<S extends Socket> = (socket: S, payload: unknown) => unknown;

const logger = new Logger('SocketEvents');

/**
 * Listens to a gateway's events on one of its sockets, each event handled under a request id of its own
 * (its logs, its pushes and the jobs of the events it raises carry it), like an HTTP request.
 *
 * Not Nest's @SubscribeMessage: that runs a chain of guards, pipes, interceptors and exception filters
 * for every message, and here it does nothing (the app's guards and its ValidationPipe are for HTTP;
 * handlers validate and answer their errors themselves) while it was much of what the API allocated
 * for each chat message (docs/decisions/measured-choices.md).
 */
export function listenToEvents<S extends Socket>(
  socket: S,
  handlers: Record<string, SocketEventHandler<S>>,
  context: RequestContext,
): void {
  for (const [event, handle] of Object.entries(handlers)) {
    socket.on(event, (...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (reply: unknown) => void) : undefined;
      const payload = args.length <= 1 ? args[0] : args;
      // Bounded before any handler validates it: deep or huge frames cost class-transformer dearly.
      if (!valueWithinBounds(payload)) {
        ack?.({ ok: false, message: INVALID_REQUEST_MESSAGE });
        return;
      }
      // A handler's synchronous throw becomes the promise's refusal, answered like an asynchronous one.
      void context
        .run(() => new Promise((resolve) => resolve(handle(socket, payload))), { socketEvent: event })
        .then(
          (reply) => ack?.(reply),
          // A client never waits for nothing: a refusal answers with its message, anything else with the
          // generic one (and is logged).
          (e: unknown) => {
            if (e instanceof AppError)
              return ack?.({ ok: false, message: (e.getResponse() as { message: string }).message });
            logger.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
            ack?.({ ok: false, message: ERROR_MESSAGES[ErrorCode.Internal] });
          },
        );
    });
  }
}
