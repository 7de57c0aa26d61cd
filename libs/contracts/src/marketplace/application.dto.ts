import {
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  Max,
  IsString,
  IsUUID,
  MaxLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { COVER_LETTER_MIN, MARKET_MSG } from './marketplace-messages';
import { MAX_CLP_AMOUNT, RANGE_MSG } from '../common/ranges';

@ValidatorConstraint({ name: 'coverLetterMinLength' })
class CoverLetterMinLength implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && value.trim().length >= COVER_LETTER_MIN;
  }
}

/**
 * POST /api/applications ('Apply to offer'). `professionalId` is accepted because the spec's client
 * sends it, but the server uses the session's user and refuses a different id.
 * `proposedRate`: null or absent for none; otherwise a number greater than 0 (the form sends empty or 0 as null).
 */
export class CreateApplicationDto {
  @IsUUID('4', { message: MARKET_MSG.offerRequired })
  jobOfferId!: string;

  @IsOptional()
  @IsUUID('4', { message: 'Usuario no válido' })
  professionalId?: string;

  @MaxLength(5000, { message: 'La carta de presentación puede tener hasta 5000 caracteres' })
  @Validate(CoverLetterMinLength, { message: MARKET_MSG.coverLetterMin })
  @IsString({ message: MARKET_MSG.coverLetterMin })
  coverLetter!: string;

  // Checked bottom-up: a number at all, then whole pesos (its own message), then greater than 0.
  @ValidateIf((o: CreateApplicationDto) => o.proposedRate !== null && o.proposedRate !== undefined)
  @Max(MAX_CLP_AMOUNT, { message: RANGE_MSG.rateMax })
  @IsPositive({ message: MARKET_MSG.rateMin })
  @IsInt({ message: MARKET_MSG.rateInteger })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MARKET_MSG.rateMin })
  proposedRate?: number | null;
}
