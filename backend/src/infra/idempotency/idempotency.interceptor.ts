import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MSG } from '@conectando/contracts';
import { isUUID } from 'class-validator';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { catchError, concatMap, of, type Observable } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import { IdempotentRequests } from './idempotent-requests.service';

// The change a key was first sent with: a key sent again with another change is a client's mistake.
const fingerprintOf = (req: Request) =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl} ${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

/**
 * A signed-in person's change sent with an Idempotency-Key runs once: a retry of it (the phone never
 * heard the answer) gets the first answer back, and one sent while the first is still running is told
 * to wait. A change that failed changed nothing, so its retry runs again. Without the header, or
 * signed out, nothing changes.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(private readonly requests: IdempotentRequests) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || !req.user) return next.handle();
    if (!isUUID(key)) throw new AppError(ErrorCode.ValidationFailed, IDEMPOTENCY_MSG.keyInvalid);

    const userId = req.user.id;
    const claim = await this.requests.claim(userId, key, fingerprintOf(req));
    if (claim.kind === 'replay') return of(claim.response);
    return next.handle().pipe(
      concatMap(async (response: unknown) => {
        // The change is made: a failure to keep its answer must not report it as failed.
        await this.requests.complete(userId, key, response).catch((e: Error) => this.logger.warn(e.message));
        return response;
      }),
      catchError(async (error: unknown) => {
        await this.requests.release(userId, key).catch((e: Error) => this.logger.warn(e.message));
        throw error;
      }),
    );
  }
}
