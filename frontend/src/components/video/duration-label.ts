import { CARD_DURATION_FALLBACK, formatDuration } from '@conectando/contracts';

// A card's duration: formatDuration from the contracts, or '2:30' when the video has none.
export const cardDurationLabel = (seconds: number | null | undefined): string =>
  seconds == null ? CARD_DURATION_FALLBACK : formatDuration(seconds);

// The player's duration line: formatDuration, 'Duración no disponible' when unknown.
export const playerDurationLabel = (seconds: number | null | undefined): string => formatDuration(seconds);
