// After `vite build`: draws / and /login with a server build of src/prerender.tsx and writes them
// as dist/prerendered/{index,login}.html, which the server sends for those two addresses. The HTML
// carries the screen and its styles, so a phone paints it before any JavaScript has arrived.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const serverBuild = `${root}dist-prerender`;
// Each address and the file the server sends for it (backend/src/infra/web-client).
const PAGES = { '/': 'index.html', '/login': 'login.html' };

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
    const html = template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div>');
    writeFileSync(`${dist}/prerendered/${file}`, html);
    console.log(`prerendered ${path} → dist/prerendered/${file} (${Math.round(html.length / 1024)} KiB)`);
  }
} finally {
  rmSync(serverBuild, { recursive: true, force: true });
}
