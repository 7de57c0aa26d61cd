// Fails when a first screen's JavaScript grows past its ceiling (first-load-ceilings.json), so a
// module that slips into the first load is caught by `npm test`, not by the next Lighthouse run.
// (A static import of the toasts' notice from the entry once added 12 KiB to every screen unseen.)
import { readFileSync } from 'node:fs';
import { firstLoad } from './first-load.mjs';

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
    `First-load JavaScript grew:\n  ${over.join('\n  ')}\nFind the module with SOURCEMAP=true npm run build -w @conectando/frontend (bench/README.md).`,
  );
  process.exit(1);
}
