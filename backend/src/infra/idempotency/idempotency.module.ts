import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequests } from './idempotent-requests.service';

/** Changes marked @RepeatSafe() run once, whatever the retries (idempotency.interceptor.ts). */
@Global()
@Module({
  providers: [IdempotentRequests, IdempotencyInterceptor],
  exports: [IdempotentRequests, IdempotencyInterceptor],
})
export class IdempotencyModule {}
