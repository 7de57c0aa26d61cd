import { Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { httpLoggerOptions } from './logging';
import { RequestContext } from './request-context';

/**
 * nestjs-pino on the process's root logger: Nest's Logger writes through pino, and inside Nest's
 * routes the request's logger (with its id) is the one in use. The request line itself is written by
 * requestLogging, mounted in front of everything in app.factory.ts.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger) {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            ...httpLoggerOptions(logger),
            autoLogging: false,
            genReqId: (req) => (req as { id?: string }).id ?? '',
          },
          // The request's logger is the one requestLogging already made: one pino-http per request, not two.
          useExisting: true,
        }),
      ],
      providers: [RequestContext],
      exports: [RequestContext],
    };
  }
}
