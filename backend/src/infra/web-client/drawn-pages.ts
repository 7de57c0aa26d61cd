import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Request } from 'express';

/** What the frontend's server build (frontend/src/server/entry.ts) offers the server. */
interface FrontendServerBuild {
  DRAWN_SCREENS: readonly string[];
  renderPage(request: {
    url: string;
    shell: string;
    api: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<string | PageRedirect | null>;
}

/** Where a visitor goes instead of a signed-in screen: where the screen itself would send them. */
export interface PageRedirect {
  redirectTo: string;
}

// A page is drawn while the person waits: past this, the browser gets the page to draw it itself.
const DRAW_TIMEOUT_MS = 1500;
// Drawing costs this instance's CPU (tens of milliseconds a page): beyond this many at once, the
// browser draws the screen itself, so a flood of page loads cannot hold up the API and the sockets.
export const MAX_DRAWS_AT_ONCE = 4;

export interface DrawnPages {
  /** Addresses drawn per request, each with the page sent when it cannot be. */
  readonly shells: ReadonlyMap<string, string>;
  /**
   * The page for `req` drawn with its person's data, where a visitor is sent instead, or null: then
   * the shell goes as it is.
   */
  draw(req: Request): Promise<string | PageRedirect | null>;
}

/**
 * The signed-in screens people open the app on (/skills, /chats), drawn per request with the person's
 * data by the frontend's own code: the phone paints them before any script has run. The screen asks
 * the API what the browser would ask, with the request's session, on this same server.
 * Null when the build has no server side (an API-only test's client folder).
 */
export function loadDrawnPages(dir: string, shellFiles: Readonly<Record<string, string>>): DrawnPages | null {
  const entry = join(dir, '.server', 'entry.cjs');
  if (!existsSync(entry)) return null;
  const build = createRequire(__filename)(entry) as FrontendServerBuild;
  const shells = new Map(
    build.DRAWN_SCREENS.filter(
      (path) => shellFiles[path] && existsSync(join(dir, 'prerendered', shellFiles[path])),
    ).map((path) => [path, readFileSync(join(dir, 'prerendered', shellFiles[path]), 'utf8')] as const),
  );
  let drawing = 0;
  return {
    shells,
    async draw(req) {
      const shell = shells.get(req.path);
      // A visitor too: the frontend's code says where they go (the maintenance page, or /login).
      if (!shell || drawing >= MAX_DRAWS_AT_ONCE) return null;
      const timeout = AbortSignal.timeout(DRAW_TIMEOUT_MS);
      const api = (path: string, init: RequestInit) =>
        fetch(`${ownOrigin(req)}/api${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), cookie: req.headers.cookie ?? '' },
          signal: timeout,
        });
      drawing++;
      try {
        return await build.renderPage({ url: req.originalUrl, shell, api });
      } finally {
        drawing--;
      }
    },
  };
}

/** This server as the request reached it: the loopback call lands on the same instance. */
function ownOrigin(req: Request): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}
