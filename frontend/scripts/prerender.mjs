// After `vite build`: builds the frontend's server side (src/server/entry.ts) into dist/.server/entry.cjs,
// draws /, /login and /register (and ?tipo=… of each for each entry card) with it and writes them as
// dist/prerendered/{index,login,login-<tipo>,register,register-<tipo>}.html, which the server sends for those addresses. The
// HTML carries the screen and its styles, so a phone paints it before any JavaScript has arrived.
// /skills and /chats get index.html naming their screen's chunks
// (skills.html, chats.html): the page the backend draws the person's screen into (its renderPage), or
// sends as it is when it cannot. A dot folder: the server never publishes it, and the service
// worker does not precache it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const serverBuild = `${dist}/.server`;
// Each address, the file the server sends for it (backend/src/infra/web-client) and its screen's module.
const LOGIN = ['src/app/routes/auth/login.tsx'];
const REGISTER = ['src/app/routes/auth/register.tsx'];
const { USER_TYPES } = createRequire(import.meta.url)('@conectando/contracts');
const PAGES = {
  '/': { file: 'index.html', modules: ['src/app/routes/landing.tsx'] },
  '/login': { file: 'login.html', modules: LOGIN },
  // The sign-in of each entry card, with its own title and words (the app's first render reads the
  // choice from the address too): drawn with the general ones, it grew by two lines when its app ran.
  ...Object.fromEntries(
    USER_TYPES.map((type) => [`/login?tipo=${type}`, { file: `login-${type}.html`, modules: LOGIN }]),
  ),
  // The registration, a real form as well, with the card chosen already ticked (and its own fields).
  '/register': { file: 'register.html', modules: REGISTER },
  ...Object.fromEntries(
    USER_TYPES.map((type) => [`/register?tipo=${type}`, { file: `register-${type}.html`, modules: REGISTER }]),
  ),
};
// Signed-in screens: their chunk, and the signed-in chrome's (src/app/root-layout.tsx preloads both).
const CHROME = ['src/app/signed-in-chrome.tsx', 'src/app/realtime-sync.tsx'];
const SIGNED_IN_SHELLS = {
  '/skills': { file: 'skills.html', modules: ['src/app/routes/skills/skills.tsx', ...CHROME] },
  '/chats': { file: 'chats.html', modules: ['src/app/routes/chat/chats.tsx', ...CHROME] },
  // And the sign-in's, for the sign-in a form posted without the app comes back to, with its errors.
  '/login?error': { file: 'login-shell.html', modules: LOGIN },
  '/register?error': { file: 'register-shell.html', modules: REGISTER },
};

// build/chakra-global-stylesheet.ts links it from index.html. Inline, it does not hold the first
// paint of a drawn page as a request of its own would.
const inlineGlobalStylesheet = (html) => {
  const link = html.match(/<link rel="stylesheet" href="\/(assets\/chakra-global-[\w-]+\.css)">/);
  if (!link) throw new Error('index.html links no global stylesheet');
  return html.replace(link[0], () => `<style>${readFileSync(`${dist}/${link[1]}`, 'utf8')}</style>`);
};

// CommonJS, with every package inside: the backend requires it (its tests too), and its image has
// no frontend packages.
await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server/entry.ts',
    outDir: serverBuild,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry.cjs', chunkFileNames: '[name]-[hash].cjs' } },
  },
});

// Every page drawn ahead names its screen's code beside the app's: the phone fetches it with the
// app's own instead of only once the app has run and asked for it (a second round trip, and links
// added while the app's modules run, which made that task longer).
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};
const inEntry = closure('index.html');
const template = inlineGlobalStylesheet(readFileSync(`${dist}/index.html`, 'utf8'));
const withScreenCode = (modules) => {
  const files = new Set(modules.flatMap((key) => [...closure(key)]));
  const links = [...files]
    .filter((f) => f.endsWith('.js') && !inEntry.has(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
  return { html: template.replace('</head>', `${links}</head>`), chunks: files.size };
};

const { drawScreen, pageWithScreen } = createRequire(import.meta.url)(`${serverBuild}/entry.cjs`);
mkdirSync(`${dist}/prerendered`, { recursive: true });
for (const [path, { file, modules }] of Object.entries(PAGES)) {
  const html = pageWithScreen(withScreenCode(modules).html, await drawScreen(path));
  writeFileSync(`${dist}/prerendered/${file}`, html);
  console.log(`prerendered ${path} → dist/prerendered/${file} (${Math.round(html.length / 1024)} KiB)`);
}
for (const [path, { file, modules }] of Object.entries(SIGNED_IN_SHELLS)) {
  const { html, chunks } = withScreenCode(modules);
  writeFileSync(`${dist}/prerendered/${file}`, html);
  console.log(`prerendered ${path} → dist/prerendered/${file} (${chunks} chunks named ahead)`);
}
