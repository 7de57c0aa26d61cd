import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorBody, ErrorCode } from '@conectando/contracts';
import type { Response } from 'express';
import { AppError } from '../errors/app-error';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: ErrorCode.ValidationFailed,
  [HttpStatus.UNAUTHORIZED]: ErrorCode.Unauthenticated,
  [HttpStatus.FORBIDDEN]: ErrorCode.Forbidden,
  [HttpStatus.NOT_FOUND]: ErrorCode.NotFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ErrorCode.FileTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: ErrorCode.TooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: ErrorCode.Maintenance,
};

/** Every error leaves as `{ statusCode, code, message }` with a Spanish message; internals are logged, never sent. */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    sendErrorBody(exception, host.switchToHttp().getResponse<Response>(), this.logger);
  }
}

/** Also used as Express's last error handler, for errors raised before Nest routes (body parsing). */
export function sendErrorBody(exception: unknown, res: Response, logger: Logger): void {
  if (res.headersSent) return;
  const body = toErrorBody(exception);
  // A limit says at once when to come back; no request is held open (docs/decisions/abuse-limits.md).
  const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  if (body.statusCode >= 500) logger.error(exception instanceof Error ? exception.stack : String(exception));
  res.status(body.statusCode).json(body);
}

function toErrorBody(exception: unknown): ErrorBody {
  // Errors raised before Nest's routes (body parsing, its bounds check) arrive wrapped by Nest's
  // Express adapter in an HttpException whose cause is the original.
  const cause = exception instanceof HttpException ? exception.cause : undefined;
  if (cause instanceof AppError) return cause.getResponse() as ErrorBody;
  if (exception instanceof AppError) return exception.getResponse() as ErrorBody;
  const fromParser = cause !== undefined || !(exception instanceof HttpException);
  const status =
    exception instanceof HttpException
      ? exception.getStatus()
      : typeof (exception as { status?: unknown })?.status === 'number'
        ? (exception as { status: number }).status
        : HttpStatus.INTERNAL_SERVER_ERROR;
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed);
  const message =
    fromParser && status === (HttpStatus.BAD_REQUEST as number)
      ? 'El contenido enviado no es válido.'
      : fromParser && status === (HttpStatus.PAYLOAD_TOO_LARGE as number)
        ? 'La solicitud es demasiado grande.'
        : ERROR_MESSAGES[code];
  return { statusCode: status, code, message };
}
