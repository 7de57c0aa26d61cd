// Builds the floor app (index.html, main.tsx) with the project's own Vite, React plugin and
// compression, as the product's build does: React Router's production build, chunks compressed ahead
// (brotli quality 11, gzip level 9). Serves a build with the encodings the product's server picks.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const require = createRequire(new URL('../../../frontend/package.json', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));

export async function buildFloor(outDir) {
  const { build } = await import(require.resolve('vite'));
  const react = (await import(require.resolve('@vitejs/plugin-react'))).default;
  const { compression } = await import(require.resolve('vite-plugin-compression2'));
  const reactRouterProduction = join(
    dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  await build({
    root: HERE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compression({ include: /^assets\/.*\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] })],
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/** First-load JavaScript of the floor: its entry with its static imports, gzip and brotli KiB. */
export function floorFirstLoad(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const closure = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(closure);
  };
  closure('index.html');
  const size = (file, ext, compress) =>
    existsSync(join(outDir, `${file}.${ext}`))
      ? statSync(join(outDir, `${file}.${ext}`)).size
      : compress(readFileSync(join(outDir, file))).length;
  const js = [...files].filter((f) => f.endsWith('.js'));
  return {
    kib: js.reduce((n, f) => n + size(f, 'gz', gzipSync), 0) / 1024,
    brKib: js.reduce((n, f) => n + size(f, 'br', brotliCompressSync), 0) / 1024,
    files: js.length,
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A static server for the floor: hashed assets compressed ahead and cached for a year, any other path index.html (gzip). */
export function serveFloor(outDir, port) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const asset = path.startsWith('/assets/') && existsSync(join(outDir, path)) ? join(outDir, path) : null;
    const file = asset ?? join(outDir, 'index.html');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const encoded = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, ext]) => accepts.includes(name) && existsSync(file + ext));
    if (encoded) {
      res.writeHead(200, { ...headers, 'Content-Encoding': encoded[0] });
      createReadStream(file + encoded[1]).pipe(res);
    } else if (accepts.includes('gzip')) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      res.end(gzipSync(readFileSync(file)));
    } else {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
