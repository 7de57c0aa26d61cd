// First-load JavaScript of the built client: what a phone downloads before a screen can draw, i.e.
// the entry chunk with its static imports plus the screen's own chunk with its static imports (from
// Vite's build manifest), compressed as the app serves them: the copies the build compressed (gzip
// level 9, brotli quality 11), or gzip of the file where the build made none. A signed-in screen also waits for
// the signed-in parts (src/main.tsx hydrates once preloadSignedInParts has them), so they count too.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));

// What src/app/root-layout.tsx's preloadSignedInParts fetches outside the public entry screens.
const SIGNED_IN_PARTS = ['src/app/signed-in-chrome.tsx', 'src/app/realtime-sync.tsx'];

/** The screens a visitor lands on first: the source paths in the manifest that each waits for. */
export const FIRST_SCREENS = {
  '/': ['src/app/routes/landing.tsx'],
  '/login': ['src/app/routes/auth/login.tsx'],
  // Drawn ahead as a real form since it posts without the app (docs/decisions/first-load.md).
  '/register': ['src/app/routes/auth/register.tsx'],
  '/skills': ['src/app/routes/skills/skills.tsx', ...SIGNED_IN_PARTS],
  '/chats': ['src/app/routes/chat/chats.tsx', ...SIGNED_IN_PARTS],
};

export function firstLoad(dist = DIST) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const closure = (key, into = new Set()) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  const served = (file, extension, compress) =>
    existsSync(`${dist}${file}.${extension}`)
      ? readFileSync(`${dist}${file}.${extension}`).length
      : compress(readFileSync(dist + file)).length;
  const kib = (files, extension, compress) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + served(f, extension, compress), 0) / 1024;
  const entry = closure('index.html');
  return Object.fromEntries(
    Object.entries(FIRST_SCREENS).map(([path, keys]) => {
      const files = new Set(entry);
      for (const key of keys) {
        if (!manifest[key]) throw new Error(`${key} is not in the build manifest: update FIRST_SCREENS`);
        closure(key, files);
      }
      return [
        path,
        { kib: kib(files, 'gz', gzipSync), brKib: kib(files, 'br', brotliCompressSync), files: files.size },
      ];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, { kib, brKib, files }] of Object.entries(firstLoad()))
    console.log(
      `${path.padEnd(8)} ${kib.toFixed(1).padStart(7)} KiB gzip ${brKib.toFixed(1).padStart(7)} KiB br in ${files} files`,
    );
}
