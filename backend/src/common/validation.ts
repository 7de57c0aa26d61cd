import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { invalidRequest, valueWithinBounds } from './http/input-bounds';
import { ERROR_MESSAGES, ErrorCode } from '@conectando/contracts';
import { AppError } from './errors/app-error';

const messagesOf = (errors: ValidationError[]): string[] =>
  errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...messagesOf(e.children ?? [])]);

const EXTRA_PROPERTY = /should not exist$/;
export const EXTRA_PROPERTY_MESSAGE = 'Hay campos que no se permiten en esta solicitud.';

/**
 * The Spanish answer to failed validation: the first message a DTO wrote. class-validator's own
 * English defaults are dismissed (dismissDefaultMessages), so a rule without a message of ours, or a
 * property that should not be there, gets a generic Spanish sentence instead.
 */
export function validationFailure(errors: ValidationError[]): AppError {
  const messages = [...new Set(messagesOf(errors))].filter(Boolean);
  const ours = messages.filter((m) => !EXTRA_PROPERTY.test(m));
  const message =
    ours[0] ?? (messages.length > 0 ? EXTRA_PROPERTY_MESSAGE : ERROR_MESSAGES[ErrorCode.ValidationFailed]);
  return new AppError(ErrorCode.ValidationFailed, message, ours.length ? ours : undefined);
}

/** Bodies, queries and params are bounded (depth, breadth, no NUL) before class-transformer sees them. */
class BoundedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && !valueWithinBounds(value)) throw invalidRequest();
    return super.transform(value, metadata);
  }

  // Synchronously, as validatePayload does for sockets (and for the same reason): the contracts'
  // constraints are all synchronous, and the async path made promises for each of them.
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }
}

/** The global pipe: the contracts' DTO classes decide, and their first Spanish message is the answer. */
export const validationPipe = () =>
  new BoundedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    dismissDefaultMessages: true,
    exceptionFactory: validationFailure,
  });
