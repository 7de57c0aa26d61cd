import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationFailure } from './validation';

/**
 * The socket twin of the global ValidationPipe: the same DTO classes, the first Spanish message.
 * Synchronous: class-validator's async `validate` makes promises for every constraint, and with the
 * logging context's AsyncLocalStorage each promise pays its hooks; the contracts' constraints are all
 * synchronous (a promise-returning one would be skipped here, so none may be added to a socket DTO).
 */
export function validatePayload<T extends object>(cls: new () => T, payload: unknown): T {
  const instance = plainToInstance(cls, payload ?? {});
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    dismissDefaultMessages: true,
  });
  if (errors.length > 0) throw validationFailure(errors);
  return instance;
}
