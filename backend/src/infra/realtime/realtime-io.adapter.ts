import type { INestApplicationContext, WsMessageHandler } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import { isObservable, lastValueFrom } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { ErrorCode, ERROR_MESSAGES } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { INVALID_REQUEST_MESSAGE, valueWithinBounds } from '../../common/http/input-bounds';
import { isAllowedOrigin } from '../../common/middleware/same-origin.middleware';
import { RequestContext } from '../logging/request-context';
import { RedisConnections } from '../redis/redis.module';
import { socketChannelKey } from './realtime-emitter.service';

// A frame is never larger than an HTTP body may be (issue 17; docs/decisions/sessions-and-identity.md allowed up to 1 MB): a chat
// message of 4,000 characters is at most about 24 KB of JSON.
export const MAX_SOCKET_MESSAGE_BYTES = 100 * 1024;

/**
 * socket.io on the app's own port: the handshake must come from an allowed Origin and carry the
 * session cookie (express-session runs on the engine), and with Redis the adapter lets any instance
 * reach any socket.
 */
export class RealtimeIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
    private readonly session: RequestHandler,
    private readonly redis: RedisConnections,
    private readonly context: RequestContext,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, <ServerOptions>{
      ...options,
      path: options?.path ?? '/socket.io',
      serveClient: false,
      maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
      pingInterval: this.config.SOCKET_PING_INTERVAL_MS,
      pingTimeout: this.config.SOCKET_PING_TIMEOUT_MS,
      cors: this.config.allowedOrigins.length ? { origin: this.config.allowedOrigins, credentials: true } : undefined,
      // Compared with the configured origins, never with Host or X-Forwarded-Proto (client-written).
      // A client with no Origin is not a browser: its session cookie alone decides, at admission.
      allowRequest: (req, callback) =>
        callback(
          null,
          req.headers.origin === undefined || isAllowedOrigin(req.headers.origin, this.config.allowedOrigins, req),
        ),
    });
    server.engine.use(this.session);
    // The publishing connection writes each broadcast as it comes, without auto-pipelining: chat sends
    // arrive one per socket read, so there is rarely a second command in the tick to batch with, and the
    // pipeline built for each one was a fifth of what the API allocated per message and made it promote
    // 5.1 MB/s to the old generation instead of 3.1 at 1,000 msg/s (bench/chat, --trace-gc-nvp).
    if (this.redis.enabled)
      server.adapter(
        createAdapter(this.redis.open('io-pub'), this.redis.open('io-sub'), {
          key: socketChannelKey(this.config),
          requestsTimeout: 2000,
        }),
      );
    return server;
  }

  /**
   * Binds each @SubscribeMessage handler straight to its socket event and acknowledges with what it
   * returns, as Nest's own binding does, but without its RxJS pipelines: one per socket and event, kept
   * for the socket's life (with 2,000 sockets the live heap went from about 129 to 88 MB without them),
   * and a mergeMap, defer, filter, map and catchError for every message. Every major garbage collection
   * marks that heap while the sockets wait (see HEAP_GROWING_PERCENT).
   */
  override bindMessageHandlers(socket: Socket, handlers: WsMessageHandler[]): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message, (...args: unknown[]) => {
        // As Nest's binding (rxjs fromEvent) hands it over: a lone argument as it is, several as an array.
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args) as { data: unknown; ack: unknown };
        const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : undefined;
        // Bounded before any handler validates it: deep or huge frames cost class-transformer dearly.
        if (!valueWithinBounds(data)) {
          reply?.({ ok: false, message: INVALID_REQUEST_MESSAGE });
          return;
        }
        // Each event is handled under an id of its own, like an HTTP request: its logs, its pushes and
        // the jobs of the domain events it raises carry it.
        void this.context
          .run(() => respond(callback(data, ack)), { socketEvent: message })
          .then(
            (response) => {
              if (response === undefined || response === null) return;
              if (isEventResponse(response)) socket.emit(response.event, response.data);
              else if (!isAckHandledManually) reply?.(response);
            },
            // No client waits for an ack that will not come: any error still answers.
            (e: unknown) => {
              if (!(e instanceof AppError)) this.logger.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
              reply?.({
                ok: false,
                message:
                  e instanceof AppError
                    ? (e.getResponse() as { message: string }).message
                    : ERROR_MESSAGES[ErrorCode.Internal],
              });
            },
          );
      });
    }
  }
}

/** What a handler produced: its value, the value its promise resolved to, or its observable's last value. */
async function respond(result: unknown): Promise<unknown> {
  const value = await result;
  return isObservable(value) ? lastValueFrom(value, { defaultValue: undefined }) : value;
}

const isEventResponse = (response: unknown): response is { event: string; data: unknown } =>
  typeof response === 'object' && response !== null && typeof (response as { event?: unknown }).event === 'string';
