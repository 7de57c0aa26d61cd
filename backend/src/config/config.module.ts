import { Global, Module } from '@nestjs/common';
import { DATABASE_URL } from './database-url';
import { APP_CONFIG, AppConfig } from './app-config';

/** Makes the validated configuration (and the database URL in use) injectable. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, databaseUrl: string) {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: DATABASE_URL, useValue: databaseUrl },
    ];
    return { module: ConfigModule, providers, exports: providers.map((p) => p.provide) };
  }
}
