import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../../config/app-config';
import { isAllowedOrigin } from '../../common/middleware/same-origin.middleware';
import { RedisConnections } from '../redis/redis.module';
import { socketChannelKey } from './realtime-emitter.service';

// DESIGN §3: a socket message is never larger than this.
export const MAX_SOCKET_MESSAGE_BYTES = 1_000_000;

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
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, <ServerOptions>{
      ...options,
      path: options?.path ?? '/socket.io',
      serveClient: false,
      maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
      cors: this.config.allowedOrigins.length ? { origin: this.config.allowedOrigins, credentials: true } : undefined,
      allowRequest: (req, callback) =>
        callback(null, isAllowedOrigin(req.headers.origin, req.headers.host, (req.headers['x-forwarded-proto'] as string) ?? 'http', this.config.allowedOrigins)),
    });
    server.engine.use(this.session);
    if (this.redis.enabled) server.adapter(createAdapter(this.redis.open('io-pub', { enableAutoPipelining: true }), this.redis.open('io-sub'), { key: socketChannelKey(this.config), requestsTimeout: 2000 }));
    return server;
  }
}
