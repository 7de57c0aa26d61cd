import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../support/test-app';

// A built client as Vite and vite-plugin-pwa lay it out, with a source map left behind by mistake.
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cg-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'prerendered', 'index.html'), '<div id="root"><h1>¿Cómo quieres ingresar?</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'login.html'), '<div id="root"><h1>Iniciar Sesión</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'login-person.html'), '<div id="root"><h1>Ingreso Persona</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'register-person.html'), '<div id="root"><h1>Crear cuenta</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'skills.html'), '<link rel="modulepreload" href="/assets/skills-Xy1.js">');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Conectando Generaciones"}');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), `export const app = ${JSON.stringify('x'.repeat(20_000))};`);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.map'), '{"version":3}');
  // A chunk the build compressed ahead; its compressed copies say so, to tell them from the server's.
  const precompressed = 'export const made = "at build";';
  writeFileSync(join(dir, 'assets', 'entry-Pre456.js'), 'export const made = "on the fly";'.padEnd(2_000));
  writeFileSync(join(dir, 'assets', 'entry-Pre456.js.br'), brotliCompressSync(precompressed));
  writeFileSync(join(dir, 'assets', 'entry-Pre456.js.gz'), gzipSync(precompressed));
  return dir;
}

describe('the built client on the app origin', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    t = await createTestApp({ WEB_CLIENT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should serve hashed assets for a year, compressed with brotli or gzip', async () => {
    const br = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gzip = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('should send the copies the build compressed, as they are, and the plain file to who takes neither', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t
        .http()
        .get('/assets/entry-Pre456.js')
        .set('Accept-Encoding', `${encoding}, deflate`)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe('export const made = "at build";');
    }
    const plain = await t.http().get('/assets/entry-Pre456.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.trim()).toBe('export const made = "on the fly";');
  });

  it('should refuse a malformed asset address in Spanish', async () => {
    const res = await t.http().get('/assets/%E0%A4%A.js').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Solicitud inválida.' });
  });

  it('should answer a missing asset with 404, not with index.html', async () => {
    const res = await t.http().get('/assets/chunk-gone-Zz9.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('should never publish source maps', async () => {
    await t.http().get('/assets/index-AbC123.js.map').expect(404);
  });

  it.each(['/', '/skills', '/chat/5', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'should make the browser revalidate %s',
    async (path) => {
      const res = await t.http().get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('should answer client routes with index.html and leave /api to the API', async () => {
    expect((await t.http().get('/profesional/premium').set('Accept', 'text/html').expect(200)).text).toContain(
      '<div id="root">',
    );
    expect((await t.http().get('/api/no-existe').expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.http().get('/api/health').expect(200)).body).toMatchObject({ status: 'ok' });
  });

  it('should send the pages the build prepared (/ and /login drawn, /skills naming its code), and only those', async () => {
    expect((await t.http().get('/').expect(200)).text).toContain('¿Cómo quieres ingresar?');
    const login = await t.http().get('/login').expect(200);
    expect(login.text).toContain('Iniciar Sesión');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect((await t.http().get('/skills').expect(200)).text).toContain('/assets/skills-Xy1.js');
    // A build without a page for an address (here /chats) serves index.html there.
    expect((await t.http().get('/chats').expect(200)).text).toContain('<div id="root"></div>');
    expect((await t.http().get('/register').expect(200)).text).toBe(
      '<!doctype html><html lang="es"><body><div id="root"></div></body></html>',
    );
  });

  it("should send the sign-in (and registration) drawn for the entry card chosen in the address, else the browser's", async () => {
    expect((await t.http().get('/login?tipo=person').expect(200)).text).toContain('Ingreso Persona');
    // Not a choice: the general sign-in, as the app reads no choice there either.
    expect((await t.http().get('/login?tipo=admin').expect(200)).text).toContain('Iniciar Sesión');
    expect((await t.http().get('/login?tipo=person&tipo=institution').expect(200)).text).toContain('Iniciar Sesión');
    // A choice this build drew no page for: index.html, never another choice's page the app would throw away.
    expect((await t.http().get('/login?tipo=institution').expect(200)).text).toContain('<div id="root"></div>');
    // The registration likewise.
    expect((await t.http().get('/register?tipo=person').expect(200)).text).toContain('Crear cuenta');
    expect((await t.http().get('/register?tipo=institution').expect(200)).text).toContain('<div id="root"></div>');
  });
});
