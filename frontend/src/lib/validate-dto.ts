import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';

// Checks plain form values against a contracts DTO (the rules the server applies) and returns the
// first Spanish message of each field that fails; empty when the values pass.
export async function validateDto<T extends object>(
  dto: ClassConstructor<T>,
  values: object,
): Promise<Partial<Record<keyof T, string>>> {
  const errors = await validate(plainToInstance(dto, values));
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0] ?? ''])) as Partial<
    Record<keyof T, string>
  >;
}
