// After `vite build`: draws / and /login with a server build of src/prerender.tsx and writes them
// as dist/prerendered/{index,login}.html, which the server sends for those two addresses. The HTML
// carries the screen and its styles, so a phone paints it before any JavaScript has arrived.
// /skills and /chats get index.html naming their screen's chunks (skills.html, chats.html).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const serverBuild = `${root}dist-prerender`;
// Each address and the file the server sends for it (backend/src/infra/web-client).
const PAGES = { '/': 'index.html', '/login': 'login.html' };
// Signed-in screens: their chunk, and the signed-in chrome's (src/app/root-layout.tsx preloads both).
const CHROME = ['src/app/signed-in-chrome.tsx', 'src/app/realtime-sync.tsx'];
const SIGNED_IN_SHELLS = {
  '/skills': { file: 'skills.html', modules: ['src/app/routes/skills/skills.tsx', ...CHROME] },
  '/chats': { file: 'chats.html', modules: ['src/app/routes/chat/chats.tsx', ...CHROME] },
};

// build/chakra-global-stylesheet.ts links it from index.html.
const inlineGlobalStylesheet = (html) => {
  const link = html.match(/<link rel="stylesheet" href="\/(assets\/chakra-global-[\w-]+\.css)">/);
  if (!link) throw new Error('index.html links no global stylesheet');
  return html.replace(link[0], () => `<style>${readFileSync(`${dist}/${link[1]}`, 'utf8')}</style>`);
};

await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: serverBuild, emptyOutDir: true } });

try {
  const { prerender } = await import(pathToFileURL(`${serverBuild}/prerender.js`).href);
  const template = readFileSync(`${dist}/index.html`, 'utf8');
  mkdirSync(`${dist}/prerendered`, { recursive: true });
  for (const [path, file] of Object.entries(PAGES)) {
    let markup = await prerender(path);
    // React puts the screen's <title> first: left out, as the app sets it once it runs. The page keeps
    // index.html's own title, which is there for screens that set none (React would remove its own).
    markup = markup.replace(/^<title>.*?<\/title>/, '');
    // The page paints from its HTML alone: the global stylesheet comes inline, not as a request
    // that would hold the first paint (the other pages wait for their JavaScript anyway).
    // Its code only makes the page interactive, so it is fetched behind what the page shows.
    const html = inlineGlobalStylesheet(template)
      .replaceAll(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      )
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div>');
    writeFileSync(`${dist}/prerendered/${file}`, html);
    console.log(`prerendered ${path} → dist/prerendered/${file} (${Math.round(html.length / 1024)} KiB)`);
  }

  // The signed-in screens people open the app on have no markup to draw ahead (it is the person's),
  // but their HTML can name their code: the phone then fetches it with the app's own instead of
  // only once the app has run and asked for it.
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const inEntry = closure('index.html');
  for (const [path, { file, modules }] of Object.entries(SIGNED_IN_SHELLS)) {
    const files = new Set(modules.flatMap((key) => [...closure(key)]));
    const links = [...files]
      .filter((f) => f.endsWith('.js') && !inEntry.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    const html = template.replace('</head>', `${links}</head>`);
    writeFileSync(`${dist}/prerendered/${file}`, html);
    console.log(`prerendered ${path} → dist/prerendered/${file} (${files.size} chunks named ahead)`);
  }
} finally {
  rmSync(serverBuild, { recursive: true, force: true });
}
