import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '@conectando/contracts';
import { AppError } from './errors/app-error';

const messagesOf = (errors: ValidationError[]): string[] =>
  errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...messagesOf(e.children ?? [])]);

/** The global pipe: the contracts' DTO classes decide, and their first Spanish message is the answer. */
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const messages = [...new Set(messagesOf(errors))];
      const known = messages.filter((m) => !/should not exist/.test(m));
      return new AppError(ErrorCode.ValidationFailed, known[0] ?? 'Hay campos que no se permiten en esta solicitud.', messages);
    },
  });
