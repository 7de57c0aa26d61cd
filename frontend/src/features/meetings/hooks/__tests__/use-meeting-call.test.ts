import { describe, expect, it } from 'vitest';
import { connectionStep, MAX_ICE_RESTARTS } from '../use-meeting-call';

describe('connectionStep', () => {
  it('should restart a failed connection until the restarts in a row run out, then fail', () => {
    for (let tries = 0; tries < MAX_ICE_RESTARTS; tries++) expect(connectionStep('failed', tries)).toBe('restart');
    expect(connectionStep('failed', MAX_ICE_RESTARTS)).toBe('fail');
  });

  it('should watch a disconnected connection, which may come back by itself', () => {
    expect(connectionStep('disconnected', 0)).toBe('watch');
    expect(connectionStep('disconnected', MAX_ICE_RESTARTS)).toBe('watch');
  });

  it('should call a connected connection connected, and wait on the others', () => {
    expect(connectionStep('connected', 2)).toBe('connected');
    for (const state of ['new', 'connecting', 'closed'] as const) expect(connectionStep(state, 0)).toBe('none');
  });
});
