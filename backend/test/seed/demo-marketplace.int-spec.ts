import { SeedService } from '../../src/modules/seed/seed.service';
import { createTestApp, TestApp } from '../support/test-app';

describe('demo marketplace data', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SEED_DEMO: 'true' })));
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ email, password: 'demo1234' }).expect(200);
    return agent;
  };

  it('should give the demo institution approved and pending offers, and both demo accounts tokens', async () => {
    await t.reset();
    await t.app.get(SeedService).seedIfEmpty();
    const institution = await signIn('institucion@demo.cl');
    const offers = (await institution.get('/api/my/offers').expect(200)).body as {
      status: string;
      totalApplicationsCount: number;
      id: string;
    }[];
    expect(offers.map((o) => o.status).sort()).toEqual(['approved', 'approved', 'pending']);
    const withApplication = offers.find((o) => o.totalApplicationsCount === 1)!;
    const entries = (await institution.get(`/api/offers/${withApplication.id}/applications`).expect(200)).body;
    expect(entries[0].professional).toMatchObject({ name: 'Camila Rojas', ratingAvg: 0, ratingCount: 0 });
    expect((await institution.get('/api/tokens/summary').expect(200)).body.available).toBe(3);

    const professional = await signIn('profesional@demo.cl');
    expect((await professional.get('/api/offers').expect(200)).body).toHaveLength(2);
    expect((await professional.get('/api/my/applications').expect(200)).body).toHaveLength(1);
    expect((await professional.get('/api/tokens/summary').expect(200)).body).toMatchObject({
      free: 2,
      premiumBalance: 5,
      available: 7,
    });

    const admin = await signIn('admin@demo.cl');
    expect((await admin.get('/api/admin/pending-counts').expect(200)).body).toEqual({
      users: 2,
      offers: 1,
      reports: 0,
      help: 0,
    });
  });
});
