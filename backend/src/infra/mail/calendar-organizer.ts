/**
 * The address in MAIL_FROM ('Name <address>' or a bare address), as a calendar invitation's ORGANIZER:
 * the app organizes, so no participant learns another's address.
 */
export const calendarOrganizerOf = (from: string): { name: string; email: string } => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1] || 'Conectando Generaciones', email: match[2] }
    : { name: 'Conectando Generaciones', email: from.trim() };
};
