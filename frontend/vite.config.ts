import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { chakraGlobalStylesheet } from './build/chakra-global-stylesheet.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// React Router publishes its production build beside the development one but exports only the latter,
// whose development warnings (route checks, future-flag notices) would ship to every phone.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
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

// The service worker (Workbox, generated at build): it precaches the app shell (the HTML, every
// hashed chunk, the icons) so a phone on a weak signal opens screens from its own storage, answers a
// page that cannot load with the Spanish offline page, and never touches /api or /socket.io, whose
// answers belong to one account and one moment. A new build waits until the person taps 'Actualizar'.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false, // public/manifest.webmanifest
  devOptions: { enabled: false },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/node_modules/**', '.vite/**', 'push-sw.js'],
    // Web Push (public/push-sw.js): shows the server's notifications and opens their screen on a tap.
    importScripts: ['/push-sw.js'],
    // Navigations go to the network (index.html is small and always current); offline, the page.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|socket\.io|admin\/queues)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
    cleanupOutdatedCaches: true,
    // The first visit's page is served by the worker at once (its chunks then come from the precache).
    clientsClaim: true,
    skipWaiting: false,
  },
});

// Hashed chunks compressed once, at the build, as hard as brotli (quality 11) and gzip (level 9) go:
// the server sends these files as they are (backend/src/infra/web-client), where compressing each
// answer on the fly (brotli at quality 4) sent as many bytes as gzip. 13% less JavaScript on a phone.
const precompressed = compression({ include: /^assets\/.*\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] });

// Modules of the app with no styling of their own (src/lib, and each feature's api and utils).
const APP_PLUMBING =
  /[\\/](src[\\/](lib|features[\\/][\w-]+[\\/](api|utils))|libs[\\/]contracts[\\/]src[\\/]paths)[\\/]/;

// How the app's modules resolve and compile, for the app and for what the build runs in Node.
const modules = {
  root: fromHere('.'),
  resolve: {
    alias: [
      // Compile the contracts from their TypeScript source (no prior build of libs/contracts needed).
      { find: '@conectando/contracts', replacement: fromHere('../libs/contracts/src/index.ts') },
      { find: '@', replacement: fromHere('./src') },
    ],
  },
  // class-validator DTOs in libs/contracts use legacy (experimental) decorators.
  oxc: {
    decorator: { legacy: true },
  },
};
const chakraGlobal = chakraGlobalStylesheet(modules);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The prerender build (scripts/prerender.mjs) needs React only: no service worker, no HTML copies.
  // Both drop Chakra's start-up global CSS (the prerendered pages link the stylesheet like the rest).
  plugins: isSsrBuild ? [react(), chakraGlobal] : [react(), htmlRouteCopies(), chakraGlobal, pwa, precompressed],
  ...modules,
  resolve: {
    alias: [
      ...modules.resolve.alias,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // Bundled into any server build, so that its system leaves the global CSS to the stylesheet too
  // (scripts/prerender.mjs bundles every package into the frontend's server build).
  ssr: { noExternal: ['@chakra-ui/react'] },
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
    // bench/web reads it to measure each screen's first-load JavaScript.
    manifest: true,
    emptyOutDir: true,
    // No source maps in the build `npm start` serves; SOURCEMAP=true builds them to inspect a bundle.
    sourcemap: process.env.SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys. They
        // claim their modules first (priority): the app group below also takes its modules' imports.
        codeSplitting: {
          groups: [
            // react-is (with emotion's hoist-non-react-statics, its other user) here: shared with the
            // admins' lazy charts (recharts), it would otherwise split a first-load chunk in two.
            {
              name: 'react',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|react-is|hoist-non-react-statics|react-router|react-router-dom|scheduler)[\\/]/,
            },
            { name: 'query', priority: 2, test: /node_modules[\\/]@tanstack[\\/]/ },
            // The app's own plumbing that the entry loads up front (api client, cache keys, storage,
            // paths, also the contracts' client paths) in one chunk: split by which screens share each
            // module, it was ten files of 80 bytes to 1.4 KiB, each a request and a task on the phone.
            ...(isSsrBuild ? [] : [{ name: 'app', test: APP_PLUMBING, tags: ['$initial' as const] }]),
          ],
        },
      },
      treeshake: {
        // The contracts barrel also re-exports the DTOs, whose decorator calls look like side effects;
        // a screen that only needs an enum must not pull every DTO and class-validator into its chunk.
        // A module whose exports are used keeps its decorator calls, so the resolvers still work.
        moduleSideEffects: (id) => (id.includes('/libs/contracts/src/') ? false : undefined),
        // Chakra's theme module builds its full default config (every recipe) with defineConfig, an
        // identity function the bundler cannot see through: marked pure, the recipes no screen uses go.
        manualPureFunctions: ['defineConfig'],
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    // Vitest's default on a 2-core machine is one worker: two take the suite from 4.6 to 3.2 minutes.
    maxWorkers: 2,
    unstubGlobals: true,
    // jsdom stands for a browser: tus-js-client's browser build (XMLHttpRequest, localStorage), not its Node one.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    // Compiled with the app, so its Chakra import is the app's copy (with its provider), not Node's own.
    server: { deps: { inline: ['@chakra-ui/charts'] } },
  },
}));
