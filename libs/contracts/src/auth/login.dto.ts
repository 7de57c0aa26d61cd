import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { MSG } from '../common/messages';

export class LoginDto {
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;

  @IsNotEmpty({ message: MSG.passwordRequired })
  @IsString({ message: MSG.passwordRequired })
  password!: string;
}
