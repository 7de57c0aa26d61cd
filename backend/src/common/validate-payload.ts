import { ErrorCode } from '@conectando/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AppError } from './errors/app-error';

/** The socket twin of the global ValidationPipe: the same DTO classes, the first Spanish message. */
export async function validatePayload<T extends object>(cls: new () => T, payload: unknown): Promise<T> {
  const instance = plainToInstance(cls, payload ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length > 0) {
    const message = Object.values(errors[0]!.constraints ?? {})[0] ?? 'Datos no válidos';
    throw new AppError(ErrorCode.ValidationFailed, message);
  }
  return instance;
}
