import { describe, expect, it } from 'vitest';
import { formatDuration, previewSeekSeconds } from '@conectando/contracts';
import { cardDurationLabel, playerDurationLabel } from '@/components/video/duration-label';

describe('video durations', () => {
  it('shows under a minute as Ns', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(59.4)).toBe('59s');
  });

  it('shows under an hour as Nm Ns', () => {
    expect(formatDuration(60)).toBe('1m 0s');
    expect(formatDuration(150)).toBe('2m 30s');
    expect(formatDuration(3599)).toBe('59m 59s');
  });

  it('shows an hour or more as Nh Nm', () => {
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(3725)).toBe('1h 2m');
  });

  it("says 'Duración no disponible' when unknown", () => {
    expect(playerDurationLabel(null)).toBe('Duración no disponible');
    expect(playerDurationLabel(undefined)).toBe('Duración no disponible');
    expect(formatDuration(Number.NaN)).toBe('Duración no disponible');
  });

  it('shows 2:30 on a card whose video has no duration', () => {
    expect(cardDurationLabel(null)).toBe('2:30');
    expect(cardDurationLabel(95)).toBe('1m 35s');
  });

  it('takes the poster at the smaller of 1 s and 10% of the duration', () => {
    expect(previewSeekSeconds(4)).toBeCloseTo(0.4);
    expect(previewSeekSeconds(60)).toBe(1);
  });
});
