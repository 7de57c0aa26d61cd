import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** The decorated property must equal another property of the same object. */
export function IsEqualTo(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isEqualTo',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}
