import { ParseUUIDPipe } from '@nestjs/common';
import { ErrorCode } from '@conectando/contracts';
import { AppError } from '../errors/app-error';

/** An id in the path that is not a uuid cannot name anything: 404 with the given Spanish message. */
export const uuidParam = (notFoundMessage: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new AppError(ErrorCode.NotFound, notFoundMessage) });
