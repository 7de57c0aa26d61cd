// What building the client's Chakra system costs with the recipes given to createSystem (which
// deep-clones every config it is given) against the app's way of handing them to the built system
// (frontend/src/patches/chakra-recipes.ts). Bundles the client's system module with rolldown, runs it
// in Node on this host's CPU (a phone at Lighthouse's 4x slow-down takes about four times as long),
// alternating the two ways; prints the median and range of each.
// `node bench/patches/chakra-system.mjs [--runs 30]`
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { arg } from '../lib/harness.mjs';

const RUNS = Number(arg('runs', '30'));
const src = fileURLToPath(new URL('../../frontend/src/', import.meta.url));
mkdirSync(new URL('../../node_modules/.cache/', import.meta.url), { recursive: true });
// Under node_modules, so that the bundle finds Chakra and React where the client does.
const dir = mkdtempSync(
  join(fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url)), 'cg-bench-chakra-'),
);
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));

// Every recipe module of components/ui/chakra (what a session that visits every screen loads).
const entry = join(dir, 'entry.ts');
writeFileSync(
  entry,
  `import { getSystem } from '${src}components/ui/system';
${[
  'accordion',
  'badge',
  'card',
  'checkbox',
  'collapsible',
  'data-list',
  'dialog',
  'drawer',
  'fieldset',
  'list',
  'menu',
  'native-select',
  'progress',
  'radio-card',
  'switch',
  'tabs',
  'textarea',
  'toast',
]
  .map((m) => `import '${src}components/ui/chakra/${m}';`)
  .join('\n')}
export { getSystem };
export { createSystem } from '@chakra-ui/react';
`,
);
const out = join(dir, 'bundle.mjs');
await build({
  input: entry,
  platform: 'node',
  external: [/^@chakra-ui\//, /^@emotion\//, /^react/],
  resolve: { alias: { '@': src.slice(0, -1) } },
  output: { file: out, format: 'esm' },
  logLevel: 'silent',
});
const { getSystem, createSystem } = await import(pathToFileURL(out).href);

// What the later screens' recipes weigh (minified, gzip), Chakra's definitions included: the bytes a
// first screen would download with them if every recipe had to be in the system when it is built.
const gzipKiB = async (input) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.mjs`);
  await build({
    input,
    platform: 'browser',
    external: [/^react/, /^@emotion\//],
    resolve: { alias: { '@': src.slice(0, -1) } },
    output: { file, format: 'esm', minify: true },
    logLevel: 'silent',
  });
  return gzipSync(readFileSync(file)).length / 1024;
};
const firstOnly = join(dir, 'first.ts');
writeFileSync(firstOnly, `export { getSystem } from '${src}components/ui/system';\n`);
const [firstKiB, allKiB] = [await gzipKiB(firstOnly), await gzipKiB(entry)];

// The app's system as built today, and the arguments createSystem got for it.
const system = getSystem();
const { recipes, slotRecipes, ...theme } = system._config.theme;
const withoutRecipes = { ...system._config, theme };

const time = (fn) => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};
const attached = [];
const given = [];
for (let i = 0; i < RUNS; i++) {
  attached.push(
    time(() => {
      const s = createSystem(withoutRecipes);
      Object.assign((s._config.theme ??= {}), { recipes, slotRecipes });
    }),
  );
  given.push(time(() => createSystem({ ...withoutRecipes, theme: { ...theme, recipes, slotRecipes } })));
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 2)].toFixed(1)} ms (${s[0].toFixed(1)}-${s.at(-1).toFixed(1)})`;
};
console.log(
  `recipes: ${Object.keys(recipes).length}, slot recipes: ${Object.keys(slotRecipes).length}, ${RUNS} runs each`,
);
console.log(`recipes handed to the built system: ${stats(attached)}`);
console.log(`recipes given to createSystem:      ${stats(given)}`);
console.log(
  `the system module, gzip: ${firstKiB.toFixed(1)} KiB; with every later screen's recipes: ${allKiB.toFixed(1)} KiB (+${(allKiB - firstKiB).toFixed(1)})`,
);
