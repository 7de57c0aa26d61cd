import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_DRAWS_AT_ONCE } from '../../src/infra/web-client/drawn-pages';
import { personaPayload, signedUp } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const SHELL = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';

// A built client whose server side draws /skills as the frontend's does (frontend/src/server/entry.ts):
// it asks the API who is signed in, with the request's session, and sends nobody to /login. A
// marker in the address makes it fail, as a broken build would.
function buildWithServerSide(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cg-client-'));
  mkdirSync(join(dir, 'prerendered'));
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'prerendered', 'skills.html'), SHELL);
  writeFileSync(
    join(dir, '.server', 'entry.cjs'),
    `exports.DRAWN_SCREENS = ['/skills', '/chats'];
     exports.renderPage = async ({ url, shell, api }) => {
       if (url.includes('romper')) throw new Error('broken build');
       if (url.includes('lento')) await new Promise((resolve) => setTimeout(resolve, 500));
       const me = await api('/auth/me', { headers: { Accept: 'application/json' } });
       if (me.status === 401) return { redirectTo: '/login' };
       const { name } = await me.json();
       return shell.replace('<div id="root"></div>', '<div id="root"><h1>Hola, ' + name + ' (' + url + ')</h1></div>');
     };`,
  );
  return dir;
}

describe('signed-in screens drawn per request', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = buildWithServerSide();
    t = await createTestApp({ WEB_CLIENT_DIR: dir }, { listen: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("should draw /skills with the person's own data, for them only: no cache may keep it", async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana Rojas' }));
    const res = await t.http().get('/skills?tab=guardadas').set('Cookie', ana.cookie).expect(200);
    expect(res.text).toContain('<h1>Hola, Ana Rojas (/skills?tab=guardadas)</h1>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('should send a visitor or an ended session where the screen would, without its code', async () => {
    for (const cookie of [undefined, 'cg.sid=s%3Anadie.firma']) {
      const req = t.http().get('/skills');
      const res = await (cookie ? req.set('Cookie', cookie) : req).expect(302);
      expect(res.headers.location).toBe('/login');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('should still send the page when drawing it fails', async () => {
    const ana = await signedUp(t);
    const res = await t.http().get('/skills?romper=1').set('Cookie', ana.cookie).expect(200);
    expect(res.text).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should leave the screen to the browser beyond the pages this instance may draw at once', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana Rojas' }));
    const pages = await Promise.all(
      Array.from({ length: MAX_DRAWS_AT_ONCE + 2 }, () => t.http().get('/skills?lento=1').set('Cookie', ana.cookie)),
    );
    const drawn = pages.filter((res) => res.text.includes('Hola, Ana Rojas'));
    expect(drawn).toHaveLength(MAX_DRAWS_AT_ONCE);
    expect(pages.filter((res) => res.text === SHELL)).toHaveLength(2);
    // Once they are sent, the next one is drawn again.
    expect((await t.http().get('/skills').set('Cookie', ana.cookie)).text).toContain('Hola, Ana Rojas');
  });

  it('should draw only the screens the build draws, and never under /api', async () => {
    const ana = await signedUp(t);
    // /chats is drawn by the build but has no page here; /profile is not drawn at all.
    for (const path of ['/chats', '/profile'])
      expect((await t.http().get(path).set('Cookie', ana.cookie).expect(200)).text).toBe(SHELL);
    expect((await t.http().get('/api/skills').set('Cookie', ana.cookie)).text).not.toContain('Hola');
  });
});
