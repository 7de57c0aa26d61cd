import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** A review stays hidden until both sides reviewed, or this many days passed. */
export const REVIEW_BLIND_DAYS = 14;

export const REVIEW_MSG = {
  subjectRequired: 'Indica la reunión o la postulación que quieres evaluar',
  ratingInvalid: 'Elige de 1 a 5 estrellas',
  commentTooLong: `El comentario puede tener hasta ${REVIEW_COMMENT_MAX_LENGTH} caracteres`,
  notFound: 'No encontramos esa reunión o postulación',
  notYet: 'Podrás evaluar cuando la reunión haya terminado o el trabajo haya sido adjudicado',
  alreadyReviewed: 'Ya evaluaste a esta persona por este encuentro',
  userNotFound: 'Usuario no encontrado',
} as const;

/** POST /api/reviews: exactly one of meetingId and applicationId. */
export class CreateReviewDto {
  @ValidateIf((o: CreateReviewDto) => o.applicationId === undefined || o.meetingId !== undefined)
  @IsUUID('all', { message: REVIEW_MSG.subjectRequired })
  meetingId?: string;

  @ValidateIf((o: CreateReviewDto) => o.meetingId === undefined || o.applicationId !== undefined)
  @IsUUID('all', { message: REVIEW_MSG.subjectRequired })
  applicationId?: string;

  @IsInt({ message: REVIEW_MSG.ratingInvalid })
  @Min(1, { message: REVIEW_MSG.ratingInvalid })
  @Max(5, { message: REVIEW_MSG.ratingInvalid })
  rating!: number;

  @IsOptional()
  @IsString({ message: REVIEW_MSG.commentTooLong })
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: REVIEW_MSG.commentTooLong })
  comment?: string;
}
