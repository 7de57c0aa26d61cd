import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequests } from './idempotent-requests.service';

/** Changes sent with an Idempotency-Key run once, whatever the retries (idempotency.interceptor.ts). */
@Module({
  providers: [IdempotentRequests, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {}
