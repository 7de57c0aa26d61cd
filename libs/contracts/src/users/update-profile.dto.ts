import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
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
}
