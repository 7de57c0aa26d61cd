import { personaPayload } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

describe('HTTP security', () => {
  const { t } = appPerSuite();

  it('should refuse a cross-site state change and store nothing', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .send(personaPayload())
      .expect(403);
    expect(res.body.code).toBe('CROSS_SITE');
    await t
      .http()
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'a@b.cl', password: 'x' })
      .expect(403);
    expect((await t.db.query('SELECT count(*)::int AS n FROM users'))[0].n).toBe(0);
  });

  it('should accept a same-origin browser request', async () => {
    await t.http().post('/api/auth/register').set('Sec-Fetch-Site', 'same-origin').send(personaPayload()).expect(201);
  });

  it('should send helmet headers with a strict CSP', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/base-uri 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('should keep API answers out of every cache, with nothing to revalidate', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('should answer unknown API routes with a JSON 404', async () => {
    const res = await t.http().get('/api/no-existe').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('GET /api/health with Redis', () => {
  it('should report Redis next to the database', async () => {
    const t = await createTestApp({}, { redis: true });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await t.http().get('/api/health').expect(200)).body).toEqual({
        status: 'ok',
        database: 'up',
        redis: 'up',
      });
    } finally {
      await t.close();
    }
  });
});
