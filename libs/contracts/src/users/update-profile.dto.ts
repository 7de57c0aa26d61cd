import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsRut, VERIFICATION_MSG } from './verifications';
import { COUNTRY_CODES } from '../catalog/countries';
import { MSG } from '../common/messages';
import { AccountEmailField, AccountNameField } from './account-fields';

/** Edit-profile payload: name and email required; the rest optional. */
export class UpdateProfileDto {
  @AccountNameField()
  name!: string;

  @AccountEmailField()
  email!: string;

  @IsOptional()
  @MaxLength(2000, { message: 'La biografía puede tener hasta 2000 caracteres' })
  @IsString()
  bio?: string;

  @IsOptional()
  @MaxLength(200, { message: 'La ubicación puede tener hasta 200 caracteres' })
  @IsString()
  location?: string;

  @IsOptional()
  @MaxLength(200, { message: MSG.regionTooLong })
  @IsString()
  region?: string;

  @IsOptional()
  @IsIn(COUNTRY_CODES, { message: MSG.countryInvalid })
  country?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  skills?: string[];

  /** Professionals and institutions: checked with its check digit, dots optional. */
  @IsOptional()
  @IsRut({ message: VERIFICATION_MSG.rutInvalid })
  rut?: string;

  @IsOptional()
  @Matches(/^\d{1,10}$/, { message: VERIFICATION_MSG.rnpiInvalid })
  @IsString({ message: VERIFICATION_MSG.rnpiInvalid })
  rnpiNumber?: string;
}
