import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../common/messages';

type FieldDecorator = (target: object, propertyName: string) => void;

/** Applies decorators as TypeScript would if they were written in this order above the property. */
const stacked =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target, propertyName) => {
    for (const decorate of [...decorators].reverse()) decorate(target, propertyName);
  };

/*
 * The fields registration and the profile editor share. They are decorators rather than a base class
 * because class-validator checks inherited properties after a class's own, so a base would change
 * which message an empty form is answered with first ('El nombre es requerido').
 */

/** A person's name: required, up to 120 characters. */
export const AccountNameField = (): FieldDecorator =>
  stacked(
    MaxLength(120, { message: MSG.nameTooLong }),
    IsNotEmpty({ message: MSG.nameRequired }),
    IsString({ message: MSG.nameRequired }),
  );

/** The sign-in email: required and well formed, up to 254 characters. */
export const AccountEmailField = (): FieldDecorator =>
  stacked(MaxLength(254, { message: MSG.emailInvalid }), IsEmail({}, { message: MSG.emailInvalid }));
