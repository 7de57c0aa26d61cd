import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { COUNTRY_CODES } from '../catalog/countries';
import { MSG } from '../common/messages';

/** Edit-profile payload: name and email required; the rest optional. */
export class UpdateProfileDto {
  @IsString({ message: MSG.nameRequired })
  @IsNotEmpty({ message: MSG.nameRequired })
  @MaxLength(120, { message: MSG.nameTooLong })
  name!: string;

  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.emailInvalid })
  email!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'La biografía puede tener hasta 2000 caracteres' })
  bio?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'La ubicación puede tener hasta 200 caracteres' })
  location?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: MSG.regionTooLong })
  region?: string;

  @IsOptional()
  @IsIn(COUNTRY_CODES, { message: MSG.countryInvalid })
  country?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  skills?: string[];
}
