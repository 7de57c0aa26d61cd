import { formatMeetingTime } from '../meetings/meeting-time';
import { chileInstant, chileWallClock } from '../time/chile-time';

export const LIVE_CLASS_TITLE_MAX_LENGTH = 120;
export const LIVE_CLASS_DESCRIPTION_MAX_LENGTH = 2000;
export const LIVE_CLASS_MIN_MINUTES = 30;
export const LIVE_CLASS_MAX_MINUTES = 90;
export const LIVE_CLASS_MIN_CAPACITY = 2;
export const LIVE_CLASS_MAX_CAPACITY = 8;
/** A class is scheduled at least this many hours ahead, and at most LIVE_CLASS_MAX_DAYS_AHEAD days. */
export const LIVE_CLASS_MIN_LEAD_HOURS = 2;
export const LIVE_CLASS_MAX_DAYS_AHEAD = 60;
/** A weekly class: up to this many dates in one request. */
export const LIVE_CLASS_MAX_WEEKS = 8;
/** The room opens this long before the start and closes at the end. */
export const LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE = 10;

export const LIVE_CLASS_MSG = {
  mentorOnly: 'Solo quienes están en modo Quiero Enseñar pueden dar talleres',
  notFound: 'Taller no encontrado',
  titleRequired: 'Escribe el nombre del taller',
  titleTooLong: `El nombre puede tener hasta ${LIVE_CLASS_TITLE_MAX_LENGTH} caracteres`,
  descriptionRequired: 'Cuenta de qué se trata el taller',
  descriptionTooLong: `La descripción puede tener hasta ${LIVE_CLASS_DESCRIPTION_MAX_LENGTH} caracteres`,
  skillRequired: 'Elige la habilidad que vas a enseñar',
  skillUnknown: 'Selecciona una habilidad de la lista',
  startInvalid: 'La fecha y hora del taller no es válida',
  startTooSoon: `El taller debe ser al menos ${LIVE_CLASS_MIN_LEAD_HOURS} horas desde ahora`,
  startTooFar: `El taller debe ser dentro de los próximos ${LIVE_CLASS_MAX_DAYS_AHEAD} días`,
  lastWeekTooFar: `Con la repetición semanal, la última fecha debe ser dentro de los próximos ${LIVE_CLASS_MAX_DAYS_AHEAD} días`,
  durationInvalid: `El taller debe durar entre ${LIVE_CLASS_MIN_MINUTES} y ${LIVE_CLASS_MAX_MINUTES} minutos`,
  capacityInvalid: `El taller debe tener entre ${LIVE_CLASS_MIN_CAPACITY} y ${LIVE_CLASS_MAX_CAPACITY} cupos`,
  weeksInvalid: `Puedes repetir el taller hasta ${LIVE_CLASS_MAX_WEEKS} semanas`,
  nothingToChange: 'No hay cambios que guardar',
  notYours: 'Solo quien da el taller puede cambiarlo',
  cancelled: 'Este taller fue cancelado',
  started: 'El taller ya comenzó',
  ownClass: 'No ocupas un cupo en tu propio taller',
  blocked: 'No puedes inscribirte en este taller',
  notEnrolled: 'No estás inscrito en este taller',
  joinForbidden: 'Solo las personas inscritas y quien da el taller pueden entrar',
  roomClosed: `La sala se abre ${LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE} minutos antes del taller y se cierra al terminar`,
  reviewNotYet: 'Podrás evaluar el taller cuando haya terminado',
  reviewNotParticipant: 'Solo quienes participaron en el taller pueden evaluarlo',
  alreadyReviewed: 'Ya evaluaste este taller',
  filterInvalid: 'El filtro de talleres no es válido',
} as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// A start without a time zone would be read differently on each side.
const WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The same Chile wall-clock time `weeks` weeks later: across a change of summer time the instant moves
 * by an hour so the class stays at, say, 16:00 in Santiago.
 */
export function sameTimeWeeksLater(start: Date, weeks: number): Date {
  const wall = chileWallClock(start);
  return chileInstant({ ...wall, day: wall.day + weeks * 7 });
}

/** What is wrong with a class's start (time-dependent rules), or null. */
export function liveClassStartProblem(value: unknown, weeks = 1, now = Date.now()): string | null {
  if (typeof value !== 'string' || !WITH_ZONE.test(value) || Number.isNaN(Date.parse(value)))
    return LIVE_CLASS_MSG.startInvalid;
  const start = Date.parse(value);
  if (start < now + LIVE_CLASS_MIN_LEAD_HOURS * HOUR) return LIVE_CLASS_MSG.startTooSoon;
  if (start > now + LIVE_CLASS_MAX_DAYS_AHEAD * DAY) return LIVE_CLASS_MSG.startTooFar;
  if (weeks > 1 && sameTimeWeeksLater(new Date(start), weeks - 1).getTime() > now + LIVE_CLASS_MAX_DAYS_AHEAD * DAY)
    return LIVE_CLASS_MSG.lastWeekTooFar;
  return null;
}

/** A class's start said in a sentence: "el jueves 10 de diciembre, 16:00". */
export const liveClassWhen = (d: Date | string) => `el ${formatMeetingTime(d)}`;
