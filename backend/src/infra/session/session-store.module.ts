import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

export const SESSION_POOL = Symbol('SESSION_POOL');

/** The small pg pool behind express-session's store, closed with the app. */
@Global()
@Module({})
export class SessionStoreModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_POOL) private readonly pool: Pool) {}

  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: SessionStoreModule,
      providers: [{ provide: SESSION_POOL, useFactory: () => new Pool({ connectionString: databaseUrl, max: 5 }) }],
      exports: [SESSION_POOL],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
