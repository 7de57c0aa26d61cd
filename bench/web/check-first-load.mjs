// Fails when a first screen's JavaScript grows past its ceiling (first-load-ceilings.json), so a
// module that slips into the first load is caught by `npm test`, not by the next Lighthouse run.
// (A static import of the toasts' notice from the entry once added 12 KiB to every screen unseen.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad } from './first-load.mjs';

// Screens load when they are opened: nothing the entry runs (src/main.tsx, src/app) imports a screen
// statically. Only the error page every screen shares may be.
const APP = fileURLToPath(new URL('../../frontend/src/app/', import.meta.url));
const SHARED_BY_EVERY_SCREEN = ['./routes/route-error'];
const staticScreens = readdirSync(APP)
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) =>
    [...readFileSync(join(APP, file), 'utf8').matchAll(/^import\s[^;]*?from\s+'((?:\.|@\/app)\/routes\/[^']+)'/gms)]
      .map((match) => match[1])
      .filter((path) => !SHARED_BY_EVERY_SCREEN.includes(path))
      .map((path) => `src/app/${file} imports ${path} statically`),
  );
if (staticScreens.length) {
  console.error(
    `${staticScreens.join('\n')}\nA screen goes in src/app/lazy-screens.ts as lazyScreen(() => import(...)), so that a phone downloads it only when it is opened.`,
  );
  process.exit(1);
}

const ceilings = JSON.parse(readFileSync(new URL('./first-load-ceilings.json', import.meta.url), 'utf8'));
const over = [];
for (const [path, { kib }] of Object.entries(firstLoad())) {
  const ceiling = ceilings[path];
  if (typeof ceiling !== 'number') throw new Error(`${path} has no ceiling in first-load-ceilings.json`);
  console.log(`${path.padEnd(8)} ${kib.toFixed(1).padStart(6)} KiB gzip (ceiling ${ceiling})`);
  if (kib > ceiling) over.push(`${path}: ${kib.toFixed(1)} KiB gzip, over its ceiling of ${ceiling}`);
}
if (over.length) {
  console.error(
    `First-load JavaScript grew:\n  ${over.join('\n  ')}\n` +
      'A new screen goes in src/app/lazy-screens.ts as lazyScreen(() => import(...)), never as a static import;\n' +
      'a dialog or a part of a screen that is not on it at first, through its own dynamic import.\n' +
      'Find the module with SOURCEMAP=true npm run build -w @conectando/frontend (bench/README.md).',
  );
  process.exit(1);
}
