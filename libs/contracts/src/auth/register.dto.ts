import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Gender, UserType, USER_TYPES } from '../catalog/account';
import { COUNTRY_CODES } from '../catalog/countries';
import { MSG } from '../common/messages';
import { IsEqualTo } from '../common/is-equal-to.decorator';
import { IsRealDate } from '../common/ranges';
import { AccountEmailField, AccountNameField } from '../users/account-fields';
import { IsRut, VERIFICATION_MSG } from '../users/verifications';

const isProfessional = (o: RegisterDto) => o.userType === UserType.Professional;
const isInstitution = (o: RegisterDto) => o.userType === UserType.Institution;

/** The registration payload; confirmPassword is not sent. Files arrive as data URLs. */
export class RegisterDto {
  @AccountNameField()
  name!: string;

  @AccountEmailField()
  email!: string;

  @MaxLength(200, { message: MSG.passwordTooLong })
  @MinLength(6, { message: MSG.passwordMin })
  @IsString({ message: MSG.passwordMin })
  password!: string;

  // Labelled required on the form but optional in the rules; when given, a real day from 1900 to today.
  @IsOptional()
  @IsRealDate({ notAfterToday: true, message: MSG.birthDateInvalid })
  birthDate?: string;

  @IsOptional()
  @IsIn(Object.values(Gender), { message: MSG.genderInvalid })
  gender?: Gender;

  @IsIn(COUNTRY_CODES, { message: MSG.countryRequired })
  @IsNotEmpty({ message: MSG.countryRequired })
  country!: string;

  @MaxLength(200, { message: MSG.regionTooLong })
  @IsNotEmpty({ message: MSG.regionRequired })
  @IsString({ message: MSG.regionRequired })
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
  @MaxLength(200, { message: MSG.fieldTooLong })
  @IsNotEmpty({ message: MSG.professionalRequired })
  @IsString({ message: MSG.professionalRequired })
  specialty?: string;

  /** data URL of a PDF, JPG or PNG */
  @ValidateIf(isProfessional)
  @IsNotEmpty({ message: MSG.professionalRequired })
  @IsString({ message: MSG.professionalRequired })
  certificateUrl?: string;

  @ValidateIf(isInstitution)
  @MaxLength(200, { message: MSG.fieldTooLong })
  @IsNotEmpty({ message: MSG.institutionRequired })
  @IsString({ message: MSG.institutionRequired })
  institutionName?: string;

  @ValidateIf(isInstitution)
  @MaxLength(200, { message: MSG.fieldTooLong })
  @IsNotEmpty({ message: MSG.institutionRequired })
  @IsString({ message: MSG.institutionRequired })
  legalRepresentative?: string;

  @ValidateIf(isInstitution)
  @MaxLength(254, { message: MSG.emailInvalid })
  @IsEmail({}, { message: MSG.emailInvalid })
  @IsNotEmpty({ message: MSG.institutionRequired })
  institutionEmail?: string;

  /** Professionals and institutions may give it: checked with its check digit, dots optional. */
  @IsOptional()
  @IsRut({ message: VERIFICATION_MSG.rutInvalid })
  rut?: string;

  /** A health professional's number in the Superintendencia's registry (RNPI). */
  @IsOptional()
  @Matches(/^\d{1,10}$/, { message: VERIFICATION_MSG.rnpiInvalid })
  @IsString({ message: VERIFICATION_MSG.rnpiInvalid })
  rnpiNumber?: string;

  /** data URL of a PDF, JPG or PNG */
  @ValidateIf(isInstitution)
  @IsNotEmpty({ message: MSG.institutionRequired })
  @IsString({ message: MSG.institutionRequired })
  institutionDocumentUrl?: string;
}

/** What the registration form holds: the payload plus the confirmation, checked only on the client. */
export class RegisterFormDto extends RegisterDto {
  @IsEqualTo('password', { message: MSG.passwordsMismatch })
  @IsNotEmpty({ message: MSG.confirmRequired })
  @IsString({ message: MSG.confirmRequired })
  confirmPassword!: string;
}
