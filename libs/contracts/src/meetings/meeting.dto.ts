import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
export type MeetingDuration = (typeof MEETING_DURATIONS)[number];
export const MEETING_MAX_SLOTS = 3;
export const MEETING_TOPIC_MAX_LENGTH = 200;
/** A proposed start must be at least this far ahead, and at most MEETING_MAX_DAYS_AHEAD days. */
export const MEETING_MIN_LEAD_MINUTES = 5;
export const MEETING_MAX_DAYS_AHEAD = 60;
/** The call opens this long before the start and closes this long after it. */
export const MEETING_CALL_OPENS_MINUTES_BEFORE = 10;
export const MEETING_CALL_CLOSES_MINUTES_AFTER = 120;

export const MEETING_MSG = {
  inviteeRequired: 'Indica con quién quieres reunirte',
  notYourself: 'No puedes agendar una reunión contigo mismo',
  blocked: 'No puedes agendar una reunión con esta persona',
  userNotFound: 'Usuario no encontrado',
  slotsRequired: `Propón entre 1 y ${MEETING_MAX_SLOTS} horarios`,
  slotInvalid: 'Uno de los horarios no es una fecha válida',
  slotTooSoon: `Cada horario debe ser al menos ${MEETING_MIN_LEAD_MINUTES} minutos desde ahora`,
  slotTooFar: `Cada horario debe ser dentro de los próximos ${MEETING_MAX_DAYS_AHEAD} días`,
  slotsRepeated: 'No repitas el mismo horario',
  durationInvalid: 'La duración debe ser de 15, 30, 45 o 60 minutos',
  topicTooLong: `El tema puede tener hasta ${MEETING_TOPIC_MAX_LENGTH} caracteres`,
  notFound: 'Reunión no encontrada',
  slotNotProposed: 'Elige uno de los horarios propuestos',
  slotPassed: 'Ese horario ya pasó. Propón otro horario.',
  notYourTurn: 'Esperando la respuesta de la otra persona',
  notProposed: 'Esta reunión ya no espera respuesta',
  alreadyClosed: 'Esta reunión ya fue cancelada o rechazada',
  alreadyStarted: 'La reunión ya comenzó; no se puede cambiar',
  callClosed: 'La videollamada se abre 10 minutos antes de la reunión y se cierra 2 horas después',
  signalInvalid: 'Mensaje de videollamada no válido',
} as const;

// A start without a time zone would be read differently on each side.
const WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;
export const isMeetingSlot = (value: unknown): value is string =>
  typeof value === 'string' && WITH_ZONE.test(value) && !Number.isNaN(Date.parse(value));

/** What is wrong with proposed slots (time-dependent rules), or null. */
export function slotsProblem(value: unknown, now = Date.now()): string | null {
  if (!Array.isArray(value)) return MEETING_MSG.slotsRequired;
  if (!value.every(isMeetingSlot)) return MEETING_MSG.slotInvalid;
  const times = value.map((v) => Date.parse(v));
  if (times.some((t) => t < now + MEETING_MIN_LEAD_MINUTES * 60_000)) return MEETING_MSG.slotTooSoon;
  if (times.some((t) => t > now + MEETING_MAX_DAYS_AHEAD * 24 * 3600_000)) return MEETING_MSG.slotTooFar;
  if (new Set(times).size !== times.length) return MEETING_MSG.slotsRepeated;
  return null;
}

@ValidatorConstraint({ name: 'slotsAhead' })
class SlotsAhead implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return slotsProblem(value) === null;
  }
}

const SLOT_OPTIONS = { strict: true, strictSeparator: true } as const;

class SlotsDto {
  @IsArray({ message: MEETING_MSG.slotsRequired })
  @ArrayMinSize(1, { message: MEETING_MSG.slotsRequired })
  @ArrayMaxSize(MEETING_MAX_SLOTS, { message: MEETING_MSG.slotsRequired })
  @IsString({ each: true, message: MEETING_MSG.slotInvalid })
  @MaxLength(40, { each: true, message: MEETING_MSG.slotInvalid })
  @IsISO8601(SLOT_OPTIONS, { each: true, message: MEETING_MSG.slotInvalid })
  @Validate(SlotsAhead, {
    message: (args: ValidationArguments) => slotsProblem(args.value) ?? MEETING_MSG.slotsRequired,
  })
  slots!: string[];
}

/** POST /api/meetings */
export class ProposeMeetingDto extends SlotsDto {
  @IsUUID('all', { message: MEETING_MSG.inviteeRequired })
  inviteeId!: string;

  @IsIn(MEETING_DURATIONS, { message: MEETING_MSG.durationInvalid })
  durationMinutes!: MeetingDuration;

  @IsOptional()
  @IsString({ message: MEETING_MSG.topicTooLong })
  @MaxLength(MEETING_TOPIC_MAX_LENGTH, { message: MEETING_MSG.topicTooLong })
  topic?: string;
}

/** POST /api/meetings/:id/reschedule */
export class RescheduleMeetingDto extends SlotsDto {}

/** POST /api/meetings/:id/accept */
export class AcceptMeetingDto {
  @IsString({ message: MEETING_MSG.slotNotProposed })
  @MaxLength(40, { message: MEETING_MSG.slotNotProposed })
  @IsISO8601(SLOT_OPTIONS, { message: MEETING_MSG.slotNotProposed })
  slot!: string;
}

export const MEETING_SIGNAL_MAX_CHARS = 16_000;

@ValidatorConstraint({ name: 'signalData' })
class SignalData implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    try {
      return JSON.stringify(value).length <= MEETING_SIGNAL_MAX_CHARS;
    } catch {
      return false;
    }
  }
}

/** `meeting:signal` from a participant's browser: an SDP description or an ICE candidate, relayed as is. */
export class MeetingSignalDto {
  @IsUUID('all', { message: MEETING_MSG.notFound })
  meetingId!: string;

  @Validate(SignalData, { message: MEETING_MSG.signalInvalid })
  data!: unknown;
}

/** GET /api/meetings?scope=past&with=<userId> */
export class MeetingsQuery {
  @IsOptional()
  @IsIn(['upcoming', 'past'], { message: 'El filtro de reuniones no es válido' })
  scope?: 'upcoming' | 'past';

  /** Only the meetings with this person (the chat's cards). */
  @IsOptional()
  @IsUUID('all', { message: MEETING_MSG.userNotFound })
  with?: string;
}
