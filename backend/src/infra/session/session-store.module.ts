import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE_URL } from '../../config/database-url';
import { sessionMiddleware } from './session.middleware';
import { POOL_IDLE_TIMEOUT_MS } from '../database/pool-idle';

export const SESSION_POOL = Symbol('SESSION_POOL');
/** The express-session handler, shared by HTTP routes and the socket handshake. */
export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

/** Server-side sessions in PostgreSQL, behind a small pg pool closed with the app. */
@Global()
@Module({})
export class SessionStoreModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_POOL) private readonly pool: Pool) {}

  static forRoot(): DynamicModule {
    return {
      module: SessionStoreModule,
      providers: [
        {
          provide: SESSION_POOL,
          inject: [DATABASE_URL],
          useFactory: (url: string) => {
            const pool = new Pool({ connectionString: url, max: 5, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS });
            // An idle connection dropped by the server (a restart, the embedded database stopping first
            // on Ctrl-C) must not crash the process; the pool opens a new one when needed.
            pool.on('error', (e) => new Logger('Sessions').warn(`Conexión de sesiones: ${e.message}`));
            return pool;
          },
        },
        {
          provide: SESSION_MIDDLEWARE,
          inject: [APP_CONFIG, SESSION_POOL],
          useFactory: (config: AppConfig, pool: Pool) => sessionMiddleware(config, pool),
        },
      ],
      exports: [SESSION_POOL, SESSION_MIDDLEWARE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
