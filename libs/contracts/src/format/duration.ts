/** Video duration: under 60 s "Ns", under 1 h "Nm Ns", else "Nh Nm"; unknown "Duración no disponible". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return 'Duración no disponible';
  const total = Math.round(seconds);
  if (total < 60) return `${total}s`;
  if (total < 3600) return `${Math.floor(total / 60)}m ${total % 60}s`;
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
}

/** What a card shows when a video has no duration. */
export const CARD_DURATION_FALLBACK = '2:30';

/** Where a poster or hover preview is taken: the smaller of 1 s and 10% of the duration. */
export const previewSeekSeconds = (duration: number): number => Math.min(1, duration * 0.1);
