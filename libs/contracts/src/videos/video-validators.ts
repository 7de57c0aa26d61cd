import { ValidationOptions, registerDecorator } from 'class-validator';
import { ALL_SKILLS } from '../catalog/skills';
import { VIDEO_MAX_DURATION_SECONDS, VIDEO_MSG } from './video-messages';

/** Seconds as a number or, in a multipart body, a numeric string: 0 up to 24 h. */
export function IsDurationSeconds(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDurationSeconds',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return false;
          const n = Number(value);
          return Number.isFinite(n) && n >= 0 && n <= VIDEO_MAX_DURATION_SECONDS;
        },
      },
    });
}

/** A whole number from min to max, as a number or, in a query string, its digits. */
export function IsIntLike(min: number, max: number, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIntLike',
      target: target.constructor,
      propertyName,
      constraints: [min, max],
      options,
      validator: {
        validate: (value: unknown) => {
          if (typeof value === 'string' && !/^\d{1,10}$/.test(value)) return false;
          if (typeof value !== 'number' && typeof value !== 'string') return false;
          const n = Number(value);
          return Number.isInteger(n) && n >= min && n <= max;
        },
      },
    });
}

/** A skill of the catalogue: 'Habilidad requerida' when blank, 'Selecciona una habilidad de la lista' when unknown. */
export function IsCatalogSkill(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCatalogSkill',
      target: target.constructor,
      propertyName,
      options: {
        message: (args) =>
          typeof args.value === 'string' && args.value.trim() !== '' ? VIDEO_MSG.skillUnknown : VIDEO_MSG.skillRequired,
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && ALL_SKILLS.includes(value) },
    });
}

/**
 * A required text of at most maxLength characters once trimmed, checked in one step so the message
 * does not depend on the order class-validator runs decorators in: blank → required, long → tooLong.
 */
export function IsRequiredText(maxLength: number, required: string, tooLong: string) {
  const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName,
      constraints: [maxLength],
      options: { message: (args) => (isText(args.value) ? tooLong : required) },
      validator: { validate: (value: unknown) => isText(value) && value.trim().length <= maxLength },
    });
}
