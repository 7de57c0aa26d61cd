import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { MSG } from '../common/messages';

export class LoginDto {
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;

  @IsString({ message: MSG.passwordRequired })
  @IsNotEmpty({ message: MSG.passwordRequired })
  password!: string;
}
