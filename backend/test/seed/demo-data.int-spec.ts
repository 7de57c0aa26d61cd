import { SeedService } from '../../src/modules/seed/seed.service';
import { createTestApp, TestApp } from '../support/test-app';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SEED_DEMO: 'true' })));
  afterAll(() => t.close());

  it('should seed an empty database with accounts that sign in with demo1234', async () => {
    await t.reset();
    await t.app.get(SeedService).seedIfEmpty();
    const expected = {
      'mentor@demo.cl': { accountType: 'persona', mode: 'mentor', isAdmin: false, isValidated: true },
      'mentor.cocina@demo.cl': { accountType: 'persona', mode: 'mentor', isAdmin: false, isValidated: true },
      'mentor.musica@demo.cl': { accountType: 'persona', mode: 'mentor', isAdmin: false, isValidated: true },
      'aprendiz@demo.cl': { accountType: 'persona', mode: 'learner', isAdmin: false, isValidated: true },
      'admin@demo.cl': { isAdmin: true },
      'profesional@demo.cl': { accountType: 'profesional', isValidated: true },
      'institucion@demo.cl': { accountType: 'institucion', isValidated: true },
      'profesional.pendiente@demo.cl': { accountType: 'profesional', isValidated: false },
      'institucion.pendiente@demo.cl': { accountType: 'institucion', isValidated: false },
    };
    for (const [email, shape] of Object.entries(expected)) {
      const res = await t.http().post('/api/auth/login').send({ email, password: 'demo1234' }).expect(200);
      expect(res.body).toMatchObject(shape);
    }
    const admin = t.agent();
    await admin.post('/api/auth/login').send({ email: 'admin@demo.cl', password: 'demo1234' }).expect(200);
    const pending = (await admin.get('/api/admin/pending-users').expect(200)).body as { documentUrl: string }[];
    expect(pending).toHaveLength(2);
    for (const p of pending) await admin.get(p.documentUrl).expect(200);
  });

  it('should not seed twice', async () => {
    await t.app.get(SeedService).seedIfEmpty();
    expect((await t.db.query('SELECT count(*)::int AS n FROM users'))[0].n).toBe(9);
  });
});
