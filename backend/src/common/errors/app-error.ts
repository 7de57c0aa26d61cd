import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorBody, ErrorCode } from '@conectando/contracts';

const STATUS_BY_CODE: Record<ErrorCode, HttpStatus> = {
  [ErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [ErrorCode.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
  [ErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [ErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [ErrorCode.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorCode.FileInvalid]: HttpStatus.BAD_REQUEST,
  [ErrorCode.FileTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [ErrorCode.Maintenance]: HttpStatus.SERVICE_UNAVAILABLE,
  [ErrorCode.CrossSite]: HttpStatus.FORBIDDEN,
  [ErrorCode.NoTokens]: HttpStatus.PAYMENT_REQUIRED,
  [ErrorCode.Conflict]: HttpStatus.CONFLICT,
  [ErrorCode.InsufficientStorage]: HttpStatus.INSUFFICIENT_STORAGE,
  [ErrorCode.PaymentUnavailable]: HttpStatus.BAD_GATEWAY,
  [ErrorCode.PaymentRejected]: HttpStatus.PAYMENT_REQUIRED,
  [ErrorCode.Gone]: HttpStatus.GONE,
  [ErrorCode.RequestTimeout]: HttpStatus.REQUEST_TIMEOUT,
  [ErrorCode.Internal]: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** The one error every module throws: a code, its HTTP status and a Spanish message. */
export class AppError extends HttpException {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: string[],
  ) {
    const body: ErrorBody & { details?: string[] } = {
      statusCode: STATUS_BY_CODE[code],
      code,
      message,
      ...(details ? { details } : {}),
    };
    super(body, STATUS_BY_CODE[code]);
  }
}
