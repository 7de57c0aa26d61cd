import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { USER_TYPES } from '@conectando/contracts';
import expressStaticGzip from 'express-static-gzip';
import { invalidRequest } from '../../common/http/input-bounds';
import { loadDrawnPages } from './drawn-pages';

// Vite names every file under /assets/ after its content: a changed file gets a new name, so a
// browser may keep it for a year without asking again.
const HASHED = 'public, max-age=31536000, immutable';
// index.html, the service worker, the manifest and the icons keep their names across deploys: the
// browser revalidates them (ETag) on every use, so a new build is seen at once.
const REVALIDATE = 'no-cache';
// A page drawn with a person's data is theirs and of this moment: no cache may keep it.
const PERSONAL = 'private, no-store';
// Paths the client never serves: the API, the socket gateway, and the dashboard mounted before us.
const NOT_CLIENT = /^\/(api|socket\.io)(\/|$)/;

// Addresses whose page the build draws ahead, and the file it writes for each: /, /login and /register drawn,
// /skills and /chats naming the code of their screen (frontend/scripts/prerender.mjs), into which
// the person's screen is drawn per request (drawn-pages.ts).
const PRERENDERED: Record<string, string> = {
  '/': 'index.html',
  '/login': 'login.html',
  '/register': 'register.html',
  '/skills': 'skills.html',
  '/chats': 'chats.html',
};
// And the sign-in of each entry card (/login?tipo=person), drawn with its own title and words: drawn
// with the general ones, it grew by two lines when its app ran, under a finger about to tap.
// The registration likewise, with the card's type ticked and its own fields.
const PAGES_OF_CHOICE = ['/login', '/register'];
const OF_CHOICE = PAGES_OF_CHOICE.flatMap((path) =>
  USER_TYPES.map((type) => [`${path}?tipo=${type}`, `${path.slice(1)}-${type}.html`] as const),
);

/** The key of `req`'s page among those drawn ahead: its path, or the sign-in (registration) of the choice in its address. */
const drawnPageKey = (req: Request): string => {
  const choice = req.query.tipo;
  return PAGES_OF_CHOICE.includes(req.path) &&
    typeof choice === 'string' &&
    (USER_TYPES as readonly string[]).includes(choice)
    ? `${req.path}?tipo=${choice}`
    : req.path;
};

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

const notFound = (res: Response) => res.status(404).type('text/plain; charset=utf-8').send('Archivo no encontrado');

/** Where the built client lives: WEB_CLIENT_DIR, else frontend/dist beside the backend. */
export const hasWebClient = (dir: string) => existsSync(join(dir, 'index.html'));

/**
 * Serves the built client from the app's own origin (docs/decisions/runtime-without-services.md) with the caching a phone on a slow
 * network needs. Chunks go compressed as the build left them; compression mounted app-wide in
 * app.factory.ts compresses the rest.
 */
export function serveWebClient(app: NestExpressApplication, dir: string): void {
  // An Express app of its own, with its own ETag setting: the API's answers have none (app.factory.ts),
  // while the pages sent from disk are revalidated by theirs. Everything else it takes from the app.
  const client = express();
  client.disable('x-powered-by');
  client.set('etag', 'weak');
  app.use(client);
  // Source maps are not built for production; should one be left in the folder, it is not published.
  client.use((req: Request, res: Response, next: NextFunction) => (req.path.endsWith('.map') ? notFound(res) : next()));
  client.use(
    '/assets',
    // An address that does not decode names no file: the app's answer to bad input, not the library's.
    (req: Request, _res: Response, next: NextFunction) => next(decodes(req.path) ? undefined : invalidRequest()),
    // The build compressed each chunk ahead (frontend/vite.config.ts): brotli where the browser takes
    // it, else gzip, else the plain file; the app-wide compression leaves an encoded answer alone.
    expressStaticGzip(join(dir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', HASHED) },
    }),
    // A missing hashed file (an old build's chunk) must fail as such: index.html in its place would
    // be run as JavaScript and break the page instead of letting the client recover.
    (_req: Request, res: Response) => notFound(res),
  );
  const rootFiles = express.static(dir, {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE),
  });
  client.use((req: Request, res: Response, next: NextFunction) => {
    if (NOT_CLIENT.test(req.path)) next();
    else void rootFiles(req, res, next);
  });
  // The public entry screens come drawn (frontend/scripts/prerender.mjs); every other page is a
  // client route on the empty index.html (the SPA shows its own 404 for unknown paths).
  const indexHtml = join(dir, 'index.html');
  const prerendered = new Map(
    [...Object.entries(PRERENDERED), ...OF_CHOICE]
      .map(([key, file]) => [key, join(dir, 'prerendered', file)] as const)
      .filter(([, file]) => existsSync(file)),
  );
  // The sign-in and the registration are drawn per request only when a form posted without the app
  // comes back to them.
  const drawn = loadDrawnPages(dir, {
    ...PRERENDERED,
    '/login': 'login-shell.html',
    '/register': 'register-shell.html',
  });
  const logger = new Logger('WebClient');
  client.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_CLIENT.test(req.path)) return next();
    const sendFile = () => {
      res.setHeader('Cache-Control', REVALIDATE);
      // A page not drawn ahead is drawn by the browser: never another choice's drawing, which it would throw away.
      res.sendFile(prerendered.get(drawnPageKey(req)) ?? indexHtml);
    };
    if (!drawn?.shells.has(req.path)) return sendFile();
    // Should drawing fail, the person still gets the page, and the browser draws the screen.
    drawn.draw(req).then(
      (page) => {
        if (page === null) return sendFile();
        res.setHeader('Cache-Control', PERSONAL);
        if (typeof page === 'string') res.type('html').send(page);
        else res.redirect(302, page.redirectTo);
      },
      (error: unknown) => {
        logger.warn(`drawing ${req.path} failed, the browser draws it: ${String(error)}`);
        sendFile();
      },
    );
  });
}
