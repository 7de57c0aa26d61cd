import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only what the run printed: a journey that fails there prints what its page showed
// (Playwright's page snapshot, from the error context it writes beside the screenshot).
export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context')?.path;
    if (!context || !existsSync(context)) return;
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context, 'utf8'))?.[1];
    if (!snapshot) return;
    const lines = snapshot.trimEnd().split('\n');
    const shown = lines.length > 200 ? [...lines.slice(0, 200), `  … ${lines.length - 200} more lines`] : lines;
    process.stdout.write(`\nWhat the page showed when "${test.title}" failed:\n${shown.join('\n')}\n\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
