import type { CDPSession, Page } from '@playwright/test';

// Once in CI a page never answered a scroll for six minutes, and the run said nothing of why. A page
// that does not answer now fails within a minute with where its script was: DevTools' "pause", which
// stops even a loop that never ends, provided its debugger was on before the page got stuck.

type StackFrame = { functionName: string; url: string; location: { lineNumber: number; columnNumber?: number } };

async function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `step`, which talks to `page`; a page that does not answer within `ms` fails with its script's stack. */
export async function whilePageAnswers<T>(page: Page, step: () => Promise<T>, ms = 60_000): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // Only a pause asked for stops the page (a `debugger;` statement is let go at once).
    let asked = false;
    cdp.on('Debugger.paused', () => void (asked || cdp.send('Debugger.resume').catch(() => undefined)));
    const ready = await within(ms, cdp.send('Debugger.enable'));
    if (!ready) throw new Error(`The page did not answer for ${ms / 1000} s, already before this step.`);
    const stuck = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        asked = true;
        void within(15_000, whereIsItStuck(cdp)).then((where = '  (DevTools did not answer either)') =>
          reject(new Error(`The page did not answer for ${ms / 1000} s. Its script was at:\n${where}`)),
        );
      }, ms);
    });
    return await Promise.race([step(), stuck]);
  } finally {
    clearTimeout(timer);
    await cdp.detach().catch(() => undefined);
  }
}

async function whereIsItStuck(cdp: CDPSession): Promise<string> {
  const paused = new Promise<StackFrame[]>((resolve) =>
    cdp.once('Debugger.paused', (event) => resolve(event.callFrames)),
  );
  await cdp.send('Debugger.pause');
  const frames = await within(10_000, paused);
  if (!frames) return '  (no script was running: the page is stuck outside JavaScript)';
  return frames
    .slice(0, 20)
    .map(
      (f) =>
        `  at ${f.functionName || '(anonymous)'} (${f.url}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1})`,
    )
    .join('\n');
}
