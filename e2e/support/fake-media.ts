import type { LaunchOptions } from '@playwright/test';
import config from '../playwright.config';

/**
 * The project's Chromium with a camera and a microphone that draw a test pattern and a tone, allowed
 * without asking; `extraArgs` adds flags (a voice file for the microphone).
 */
export function withFakeMedia(...extraArgs: string[]): LaunchOptions {
  const launch = config.use?.launchOptions;
  return {
    ...launch,
    args: [
      ...(launch?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extraArgs,
    ],
  };
}
