import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationFailure } from './validation';

/** The socket twin of the global ValidationPipe: the same DTO classes, the first Spanish message. */
export async function validatePayload<T extends object>(cls: new () => T, payload: unknown): Promise<T> {
  const instance = plainToInstance(cls, payload ?? {});
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    dismissDefaultMessages: true,
  });
  if (errors.length > 0) throw validationFailure(errors);
  return instance;
}
