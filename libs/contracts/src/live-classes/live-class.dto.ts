import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { ALL_SKILLS } from '../catalog/skills';
import { IsCatalogSkill, IsRequiredText } from '../videos/video-validators';
import {
  LIVE_CLASS_DESCRIPTION_MAX_LENGTH,
  LIVE_CLASS_MAX_CAPACITY,
  LIVE_CLASS_MAX_MINUTES,
  LIVE_CLASS_MAX_WEEKS,
  LIVE_CLASS_MIN_CAPACITY,
  LIVE_CLASS_MIN_MINUTES,
  LIVE_CLASS_MSG,
  LIVE_CLASS_TITLE_MAX_LENGTH,
  liveClassStartProblem,
} from './live-class-rules';

@ValidatorConstraint({ name: 'liveClassStart' })
class LiveClassStart implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return liveClassStartProblem(value, weeksOf(args.object)) === null;
  }
}

const weeksOf = (o: object): number => {
  const weeks = (o as { weeks?: unknown }).weeks;
  return typeof weeks === 'number' && Number.isInteger(weeks) && weeks >= 1 && weeks <= LIVE_CLASS_MAX_WEEKS
    ? weeks
    : 1;
};

const START = {
  message: (args: ValidationArguments) =>
    liveClassStartProblem(args.value, weeksOf(args.object)) ?? LIVE_CLASS_MSG.startInvalid,
};
const ISO = { strict: true, strictSeparator: true } as const;

/** POST /api/live-classes: one class, or `weeks` of them on the same weekday and Chile time. */
export class CreateLiveClassDto {
  @IsRequiredText(LIVE_CLASS_TITLE_MAX_LENGTH, LIVE_CLASS_MSG.titleRequired, LIVE_CLASS_MSG.titleTooLong)
  title!: string;

  @IsCatalogSkill({
    message: (args: ValidationArguments) =>
      typeof args.value === 'string' && args.value.trim() !== ''
        ? LIVE_CLASS_MSG.skillUnknown
        : LIVE_CLASS_MSG.skillRequired,
  })
  skillName!: string;

  @IsRequiredText(
    LIVE_CLASS_DESCRIPTION_MAX_LENGTH,
    LIVE_CLASS_MSG.descriptionRequired,
    LIVE_CLASS_MSG.descriptionTooLong,
  )
  description!: string;

  @IsString({ message: LIVE_CLASS_MSG.startInvalid })
  @MaxLength(40, { message: LIVE_CLASS_MSG.startInvalid })
  @IsISO8601(ISO, { message: LIVE_CLASS_MSG.startInvalid })
  @Validate(LiveClassStart, START)
  startsAt!: string;

  @IsInt({ message: LIVE_CLASS_MSG.durationInvalid })
  @Min(LIVE_CLASS_MIN_MINUTES, { message: LIVE_CLASS_MSG.durationInvalid })
  @Max(LIVE_CLASS_MAX_MINUTES, { message: LIVE_CLASS_MSG.durationInvalid })
  durationMinutes!: number;

  @IsInt({ message: LIVE_CLASS_MSG.capacityInvalid })
  @Min(LIVE_CLASS_MIN_CAPACITY, { message: LIVE_CLASS_MSG.capacityInvalid })
  @Max(LIVE_CLASS_MAX_CAPACITY, { message: LIVE_CLASS_MSG.capacityInvalid })
  capacity!: number;

  /** 'Repetir cada semana': how many dates in all (1 = just this one). */
  @IsOptional()
  @IsInt({ message: LIVE_CLASS_MSG.weeksInvalid })
  @Min(1, { message: LIVE_CLASS_MSG.weeksInvalid })
  @Max(LIVE_CLASS_MAX_WEEKS, { message: LIVE_CLASS_MSG.weeksInvalid })
  weeks?: number;
}

/** PATCH /api/live-classes/:id (its mentor): any of title, description and start. */
export class UpdateLiveClassDto {
  @IsOptional()
  @IsRequiredText(LIVE_CLASS_TITLE_MAX_LENGTH, LIVE_CLASS_MSG.titleRequired, LIVE_CLASS_MSG.titleTooLong)
  title?: string;

  @IsOptional()
  @IsRequiredText(
    LIVE_CLASS_DESCRIPTION_MAX_LENGTH,
    LIVE_CLASS_MSG.descriptionRequired,
    LIVE_CLASS_MSG.descriptionTooLong,
  )
  description?: string;

  @IsOptional()
  @IsString({ message: LIVE_CLASS_MSG.startInvalid })
  @MaxLength(40, { message: LIVE_CLASS_MSG.startInvalid })
  @IsISO8601(ISO, { message: LIVE_CLASS_MSG.startInvalid })
  @Validate(LiveClassStart, START)
  startsAt?: string;
}

/** GET /api/live-classes?skill=&from=&mentor= */
export class LiveClassesQuery {
  @IsOptional()
  @IsIn(ALL_SKILLS, { message: LIVE_CLASS_MSG.skillUnknown })
  skill?: string;

  /** Classes starting from this instant (default: those not yet ended). */
  @IsOptional()
  @MaxLength(40, { message: LIVE_CLASS_MSG.filterInvalid })
  @IsISO8601(ISO, { message: LIVE_CLASS_MSG.filterInvalid })
  from?: string;

  /** One mentor's classes (their profile). */
  @IsOptional()
  @IsUUID('all', { message: LIVE_CLASS_MSG.filterInvalid })
  mentor?: string;
}

export const LIVE_CLASS_REVIEW_COMMENT_MAX_LENGTH = 1000;
export const LIVE_CLASS_REVIEW_MSG = {
  ratingInvalid: 'Elige de 1 a 5 estrellas',
  commentTooLong: `El comentario puede tener hasta ${LIVE_CLASS_REVIEW_COMMENT_MAX_LENGTH} caracteres`,
} as const;

/** POST /api/live-classes/:id/reviews */
export class CreateLiveClassReviewDto {
  @IsInt({ message: LIVE_CLASS_REVIEW_MSG.ratingInvalid })
  @Min(1, { message: LIVE_CLASS_REVIEW_MSG.ratingInvalid })
  @Max(5, { message: LIVE_CLASS_REVIEW_MSG.ratingInvalid })
  rating!: number;

  @IsOptional()
  @IsString({ message: LIVE_CLASS_REVIEW_MSG.commentTooLong })
  @MaxLength(LIVE_CLASS_REVIEW_COMMENT_MAX_LENGTH, { message: LIVE_CLASS_REVIEW_MSG.commentTooLong })
  comment?: string;
}
