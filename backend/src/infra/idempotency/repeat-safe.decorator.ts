import { UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * A change that must happen once however often a phone sends it (it spends or grants tokens, or
 * creates something a person would see twice): its Idempotency-Key is honoured. Only on such routes,
 * so reads, which phones make most, pass through no interceptor at all.
 */
export const RepeatSafe = () => UseInterceptors(IdempotencyInterceptor);
