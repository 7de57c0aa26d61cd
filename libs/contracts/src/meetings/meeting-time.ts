import { onFirstUse } from '../format/on-first-use';

const meetingTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Santiago',
    }),
);

/** "martes 8 de diciembre, 16:30", in Chile's time. */
export function formatMeetingTime(value: string | Date): string {
  const parts = Object.fromEntries(
    meetingTime()
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} de ${parts.month}, ${parts.hour}:${parts.minute}`;
}
