import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE_URL } from '../database/database-url';
import { sessionMiddleware } from './session.middleware';

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
        { provide: SESSION_POOL, inject: [DATABASE_URL], useFactory: (url: string) => new Pool({ connectionString: url, max: 5 }) },
        { provide: SESSION_MIDDLEWARE, inject: [APP_CONFIG, SESSION_POOL], useFactory: (config: AppConfig, pool: Pool) => sessionMiddleware(config, pool) },
      ],
      exports: [SESSION_POOL, SESSION_MIDDLEWARE],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
