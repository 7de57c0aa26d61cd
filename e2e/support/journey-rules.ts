import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Journeys act as people do: they sign in through the form (support/screens.ts logIn) and never
// reload a page or plant a session to make something work. A line that is about reloading itself
// says so with `journey: reload on purpose`.
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\.reload\(/, why: 'reloads the page' },
  { pattern: /addCookies\(|storageState/, why: 'plants a session instead of signing in' },
  { pattern: /['"`]\/api\/auth\/login/, why: 'signs in through the API instead of the form' },
];

export default function checkJourneyRules(): void {
  const offences: string[] = [];
  // The journeys of the single-process run and those of the production topology (deploy/topology).
  for (const folder of ['journeys', 'topology']) {
    const dir = join(__dirname, '..', folder);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.includes('journey: reload on purpose')) return;
          for (const rule of FORBIDDEN)
            if (rule.pattern.test(line)) offences.push(`${folder}/${file}:${i + 1} ${rule.why}: ${line.trim()}`);
        });
    }
  }
  if (offences.length) throw new Error(`Journeys must act as a person does:\n${offences.join('\n')}`);
}
