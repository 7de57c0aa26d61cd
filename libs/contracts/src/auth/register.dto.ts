import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Gender, UserType, USER_TYPES } from '../catalog/account';
import { COUNTRY_CODES } from '../catalog/countries';
import { MSG } from '../common/messages';
import { IsEqualTo } from '../common/is-equal-to.decorator';
import { IsRealDate } from '../common/ranges';

const isProfessional = (o: RegisterDto) => o.userType === UserType.Professional;
const isInstitution = (o: RegisterDto) => o.userType === UserType.Institution;

/** The registration payload; confirmPassword is not sent. Files arrive as data URLs. */
export class RegisterDto {
  @IsString({ message: MSG.nameRequired })
  @IsNotEmpty({ message: MSG.nameRequired })
  @MaxLength(120, { message: MSG.nameTooLong })
  name!: string;

  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.emailInvalid })
  email!: string;

  @IsString({ message: MSG.passwordMin })
  @MinLength(6, { message: MSG.passwordMin })
  @MaxLength(200, { message: MSG.passwordTooLong })
  password!: string;

  // Labelled required on the form but optional in the rules.
  @IsOptional()
  @IsRealDate({ message: MSG.birthDateInvalid })
  birthDate?: string;

  @IsOptional()
  @IsIn(Object.values(Gender), { message: MSG.genderInvalid })
  gender?: Gender;

  @IsNotEmpty({ message: MSG.countryRequired })
  @IsIn(COUNTRY_CODES, { message: MSG.countryRequired })
  country!: string;

  @IsString({ message: MSG.regionRequired })
  @IsNotEmpty({ message: MSG.regionRequired })
  @MaxLength(200, { message: MSG.regionTooLong })
  region!: string;

  @IsIn(USER_TYPES, { message: MSG.userTypeRequired })
  userType!: UserType;

  @Equals(true, { message: MSG.acceptTerms })
  acceptTerms!: boolean;

  @Equals(true, { message: MSG.acceptPrivacy })
  acceptPrivacy!: boolean;

  @IsOptional()
  @IsBoolean()
  acceptNotifications?: boolean;

  /** data:image/...;base64,... */
  @IsOptional()
  @IsString({ message: MSG.photoInvalid })
  profileImage?: string;

  @ValidateIf(isProfessional)
  @IsString({ message: MSG.professionalRequired })
  @IsNotEmpty({ message: MSG.professionalRequired })
  @MaxLength(200, { message: MSG.fieldTooLong })
  specialty?: string;

  /** data URL of a PDF, JPG or PNG */
  @ValidateIf(isProfessional)
  @IsString({ message: MSG.professionalRequired })
  @IsNotEmpty({ message: MSG.professionalRequired })
  certificateUrl?: string;

  @ValidateIf(isInstitution)
  @IsString({ message: MSG.institutionRequired })
  @IsNotEmpty({ message: MSG.institutionRequired })
  @MaxLength(200, { message: MSG.fieldTooLong })
  institutionName?: string;

  @ValidateIf(isInstitution)
  @IsString({ message: MSG.institutionRequired })
  @IsNotEmpty({ message: MSG.institutionRequired })
  @MaxLength(200, { message: MSG.fieldTooLong })
  legalRepresentative?: string;

  @ValidateIf(isInstitution)
  @IsNotEmpty({ message: MSG.institutionRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.emailInvalid })
  institutionEmail?: string;

  /** data URL of a PDF, JPG or PNG */
  @ValidateIf(isInstitution)
  @IsString({ message: MSG.institutionRequired })
  @IsNotEmpty({ message: MSG.institutionRequired })
  institutionDocumentUrl?: string;
}

/** What the registration form holds: the payload plus the confirmation, checked only on the client. */
export class RegisterFormDto extends RegisterDto {
  @IsString({ message: MSG.confirmRequired })
  @IsNotEmpty({ message: MSG.confirmRequired })
  @IsEqualTo('password', { message: MSG.passwordsMismatch })
  confirmPassword!: string;
}
