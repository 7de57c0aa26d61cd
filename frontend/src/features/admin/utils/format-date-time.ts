let format: Intl.DateTimeFormat | undefined;

/** "22 de noviembre de 2026, 14:05" in Chile's time: when a reported message was sent. */
export const formatDateTime = (value: string): string =>
  (format ??= new Intl.DateTimeFormat('es-CL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Santiago',
  })).format(new Date(value));
