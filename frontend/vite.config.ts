import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The backend in development (`npm run dev` at the root serves it on :3000); override with API_PROXY_TARGET.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Paths that look like static files but are app routes (spec §2): the build writes a copy of
// index.html under each name so any static server (Nest's serve-static included) boots the SPA there.
const HTML_ROUTES = ['terminos.html', 'privacidad.html'];

function htmlRouteCopies(): Plugin {
  let outDir = '';
  return {
    name: 'conectando:html-route-copies',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const index = await readFile(`${outDir}/index.html`, 'utf8');
      await Promise.all(HTML_ROUTES.map((name) => writeFile(`${outDir}/${name}`, index)));
    },
  };
}

export default defineConfig({
  plugins: [react(), htmlRouteCopies()],
  resolve: {
    alias: {
      // Compile the contracts from their TypeScript source (no prior build of libs/contracts needed).
      '@conectando/contracts': fromHere('../libs/contracts/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  // class-validator DTOs in libs/contracts use legacy (experimental) decorators.
  oxc: {
    decorator: { legacy: true },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
      treeshake: {
        // The contracts barrel also re-exports the DTOs, whose decorator calls look like side effects;
        // a screen that only needs an enum must not pull every DTO and class-validator into its chunk.
        // A module whose exports are used keeps its decorator calls, so the resolvers still work.
        moduleSideEffects: (id) => (id.includes('/libs/contracts/src/') ? false : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
