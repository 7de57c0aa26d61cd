import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { isAllowedOrigin } from '../../common/middleware/same-origin.middleware';
import { CONNECTION_RESTART } from '@conectando/contracts';
import { RedisConnections } from '../redis/redis.module';
import type { ShutdownState } from '../process/shutdown';
import { socketChannelKey } from './realtime-emitter.service';
import { gatherPublishes } from '../patches/ioredis-gathered-publishes';

// A frame is never larger than an HTTP body may be (docs/decisions/abuse-limits.md): a chat
// message of 4,000 characters is at most about 24 KB of JSON.
export const MAX_SOCKET_MESSAGE_BYTES = 100 * 1024;

/**
 * Tells every socket of this instance to come back at once, then closes its connection (not the
 * socket.io session: a transport close makes socket.io-client reconnect by itself, with its
 * randomized back-off, so thousands of clients do not all arrive at the same millisecond).
 */
export function closeForRestart(server: Server): void {
  for (const socket of server.of('/').sockets.values()) {
    socket.emit('connection:closed', { reason: CONNECTION_RESTART });
    // engine.io writes what is buffered (the event above) before it closes the transport.
    socket.conn.close();
  }
}

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
    private readonly shutdown: ShutdownState,
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
      // A shutting-down instance admits no one: the client's next attempt reaches another instance.
      allowRequest: (req, callback) =>
        callback(
          null,
          !this.shutdown.draining &&
            (req.headers.origin === undefined || isAllowedOrigin(req.headers.origin, this.config.allowedOrigins, req)),
        ),
    });
    this.shutdown.onDrain(() => closeForRestart(server));
    server.engine.use(this.session);
    // The publishing connection gathers broadcasts over a few milliseconds (infra/patches) rather than
    // auto-pipelining: chat sends arrive one per socket read, so a tick rarely holds a second command, and
    // a pipeline per message cost more memory than the write (docs/decisions/library-patches.md).
    if (this.redis.enabled)
      server.adapter(
        createAdapter(gatherPublishes(this.redis.open('io-pub')), this.redis.open('io-sub'), {
          key: socketChannelKey(this.config),
          requestsTimeout: 2000,
        }),
      );
    return server;
  }

  /**
   * Gateways here listen to their sockets' events themselves (socket-events.ts). With no
   * @SubscribeMessage handler Nest would still keep a stream of rxjs operators per socket, waiting for
   * its disconnect, for as long as the socket lives (docs/decisions/measured-choices.md).
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    if (handlers.length) super.bindMessageHandlers(socket, handlers, transform);
  }
}
