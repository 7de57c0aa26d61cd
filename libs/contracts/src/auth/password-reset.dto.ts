import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../common/messages';

export const PASSWORD_RESET_MSG = {
  requested:
    'Si hay una cuenta con ese email, te enviamos un enlace para crear una contraseña nueva. Revisa tu correo.',
  linkInvalid: 'El enlace para restablecer tu contraseña no es válido o ya expiró. Pide uno nuevo.',
  done: 'Tu contraseña fue cambiada. Ya puedes iniciar sesión.',
  emailSubject: 'Restablece tu contraseña de Conectando Generaciones',
} as const;

/** Minutes a recovery link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export class PasswordResetRequestDto {
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.emailInvalid })
  @IsString({ message: MSG.emailInvalid })
  email!: string;
}

/** Whether a recovery link still works, asked when its page opens (in a body, out of the logs). */
export class PasswordResetCheckDto {
  // base64url of 32 random bytes.
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: PASSWORD_RESET_MSG.linkInvalid })
  @IsString({ message: PASSWORD_RESET_MSG.linkInvalid })
  token!: string;
}

export class PasswordResetConfirmDto extends PasswordResetCheckDto {
  @MaxLength(200, { message: MSG.passwordTooLong })
  @MinLength(6, { message: MSG.passwordMin })
  @IsString({ message: MSG.passwordMin })
  password!: string;
}

/** The same answer whether or not the account exists. */
export interface PasswordResetRequestedResponse {
  message: string;
}
