import {
  IsEnum,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { Modality, ServiceType } from '../catalog/marketplace';
import { MARKET_MSG, OFFER_DESCRIPTION_MIN, OFFER_TITLE_MIN } from './marketplace-messages';
import { IsRealDate, MAX_CLP_AMOUNT, MAX_DURATION_MINUTES, RANGE_MSG } from '../common/ranges';

@ValidatorConstraint({ name: 'notBlankText' })
class NotBlankText implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && value.trim().length > 0;
  }
}

@ValidatorConstraint({ name: 'trimmedMinLength' })
class TrimmedMinLength implements ValidatorConstraintInterface {
  validate(value: unknown, args?: ValidationArguments) {
    return typeof value === 'string' && value.trim().length >= ((args?.constraints[0] as number) ?? 0);
  }
}

/**
 * POST /api/offers ('Publish offer'); also PUT /api/offers/:id to edit and resubmit a rejected offer.
 * Lengths are counted on trimmed text so fifty spaces do not pass as a description.
 */
export class CreateOfferDto {
  @MaxLength(200, { message: 'El título puede tener hasta 200 caracteres' })
  @Validate(TrimmedMinLength, [OFFER_TITLE_MIN], { message: MARKET_MSG.titleMin })
  @IsString({ message: MARKET_MSG.titleMin })
  title!: string;

  @MaxLength(5000, { message: 'La descripción puede tener hasta 5000 caracteres' })
  @Validate(TrimmedMinLength, [OFFER_DESCRIPTION_MIN], { message: MARKET_MSG.descriptionMin })
  @IsString({ message: MARKET_MSG.descriptionMin })
  description!: string;

  @IsEnum(ServiceType, { message: MARKET_MSG.serviceTypeRequired })
  serviceType!: ServiceType;

  @IsEnum(Modality, { message: MARKET_MSG.modalityRequired })
  modality!: Modality;

  @MaxLength(200, { message: 'La ubicación puede tener hasta 200 caracteres' })
  @Validate(NotBlankText, { message: MARKET_MSG.locationRequired })
  @IsString({ message: MARKET_MSG.locationRequired })
  location!: string;

  /**
   * CLP, whole pesos. Checked bottom-up: a number at all, then whole, then at least 1, so 2,5 is told
   * it needs no decimals rather than that it must be greater than 0.
   */
  @Max(MAX_CLP_AMOUNT, { message: RANGE_MSG.paymentMax })
  @Min(1, { message: MARKET_MSG.paymentMin })
  @IsInt({ message: MARKET_MSG.paymentInteger })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MARKET_MSG.paymentMin })
  payment!: number;

  /** Minutes; the server stores 60 when absent. */
  @IsOptional()
  @Max(MAX_DURATION_MINUTES, { message: RANGE_MSG.durationMax })
  @Min(1, { message: MARKET_MSG.durationInvalid })
  @IsInt({ message: MARKET_MSG.durationInvalid })
  duration?: number | null;

  @MaxLength(2000, { message: 'Los requisitos pueden tener hasta 2000 caracteres' })
  @IsOptional()
  @IsString({ message: MARKET_MSG.requirementsInvalid })
  requirements?: string | null;

  /** ISO date (YYYY-MM-DD) the service is planned for; optional. */
  @IsOptional()
  @IsRealDate({ message: RANGE_MSG.dateInvalid })
  scheduledDate?: string | null;
}

/** PATCH /api/offers/:id/status (admin): approve, or reject with a non-blank reason. */
export class UpdateOfferStatusDto {
  @IsIn(['approved', 'rejected'], { message: MARKET_MSG.statusInvalid })
  status!: 'approved' | 'rejected';

  @MaxLength(1000, { message: 'El motivo puede tener hasta 1000 caracteres' })
  @ValidateIf((o: UpdateOfferStatusDto) => o.status === 'rejected')
  @Validate(NotBlankText, { message: MARKET_MSG.reasonRequired })
  @IsString({ message: MARKET_MSG.reasonRequired })
  rejectionReason?: string | null;
}

/** GET /api/offers?serviceType=&modality=&location= (all optional; location matches a substring). */
export class OffersQueryDto {
  @IsOptional()
  @IsEnum(ServiceType, { message: MARKET_MSG.serviceTypeRequired })
  serviceType?: ServiceType;

  @IsOptional()
  @IsEnum(Modality, { message: MARKET_MSG.modalityRequired })
  modality?: Modality;

  @MaxLength(200)
  @IsOptional()
  @IsString()
  location?: string;
}

/** Kept only for numeric form inputs that arrive as strings. */
export const toNumberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};
