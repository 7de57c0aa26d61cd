import { randomUUID } from 'node:crypto';
import { MARKET_MSG, PREMIUM_MSG } from '@conectando/contracts';
import { personaPayload, signedUp } from '../support/factories';
import { connectSocket, nextEvent } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { settled, balance, ledger, validatedInstitution, validatedProfessional } from '../marketplace/fixtures';

describe('Premium plans and token packs', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  beforeEach(() => t.reset());
  afterEach(() => settled(t));
  afterAll(() => t.close());

  it('should offer each account type its own catalogue', async () => {
    const pro = await validatedProfessional(t);
    const inst = await validatedInstitution(t);
    const proCatalog = (await pro.agent.get('/api/premium/catalog').expect(200)).body;
    expect([
      proCatalog.planType,
      proCatalog.plans.map((p: { id: string }) => p.id),
      proCatalog.packs.map((p: { id: string }) => p.id),
    ]).toEqual(['profesional', ['starter', 'pro', 'growth'], ['pack-5', 'pack-15']]);
    const instCatalog = (await inst.agent.get('/api/premium/catalog').expect(200)).body;
    expect(instCatalog.plans.map((p: { id: string }) => p.id)).toEqual(['basico', 'avanzado', 'empresarial']);
    expect(instCatalog.packs.map((p: { id: string }) => p.id)).toEqual(['pack-3', 'pack-10']);
  });

  it('should subscribe, refuse a second plan while one is active, and keep the tokens after cancelling', async () => {
    const pro = await validatedProfessional(t);
    const res = await pro.agent
      .post('/api/premium/subscribe')
      .send({ userId: pro.user.id, planId: 'pro', planType: 'profesional' })
      .expect(200);
    expect(res.body).toMatchObject({
      premiumPlan: 'pro',
      premiumPlanType: 'profesional',
      premiumMonthly: 10,
      premiumBalance: 10,
      free: 3,
      available: 13,
      isPremium: true,
      used: 0,
    });
    expect(res.body.premiumRenewsAt).toEqual(expect.any(String));
    const again = await pro.agent.post('/api/premium/subscribe').send({ planId: 'growth' }).expect(409);
    expect(again.body.message).toBe(PREMIUM_MSG.alreadySubscribed);
    const cancelled = await pro.agent.post('/api/premium/cancel').send({ userId: pro.user.id }).expect(200);
    expect(cancelled.body).toMatchObject({
      premiumPlan: 'none',
      premiumPlanType: null,
      premiumMonthly: 0,
      premiumBalance: 10,
      available: 13,
      isPremium: false,
      premiumRenewsAt: null,
    });
    await pro.agent.post('/api/premium/cancel').send({}).expect(200);
    await pro.agent.post('/api/premium/subscribe').send({ planId: 'starter' }).expect(200);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 13, total: 16 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['plan_subscribe', 10],
      ['plan_subscribe', 3],
    ]);
  });

  it('should keep one plan when subscribes race', async () => {
    const inst = await validatedInstitution(t);
    const results = await Promise.all(
      ['basico', 'avanzado', 'empresarial'].map((planId) => inst.agent.post('/api/premium/subscribe').send({ planId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await ledger(t, inst.user.id)).filter((l) => l.kind === 'plan_subscribe')).toHaveLength(1);
  });

  it('should add a pack of tokens each time it is bought', async () => {
    const pro = await validatedProfessional(t);
    await pro.agent
      .post('/api/premium/top-up')
      .send({ userId: pro.user.id, packId: 'pack-5', planType: 'profesional' })
      .expect(200);
    const res = await pro.agent.post('/api/premium/top-up').send({ packId: 'pack-15' }).expect(200);
    expect(res.body).toMatchObject({ premiumBalance: 20, available: 23, premiumPlan: 'none' });
  });

  it('should buy a pack once per purchase, however many times it is sent (a double tap, a retry)', async () => {
    const pro = await validatedProfessional(t);
    const purchaseId = randomUUID();
    // A double tap sends both at once: they wait on each other, and the second finds the first.
    const [first, second] = await Promise.all(
      [1, 2].map(() => pro.agent.post('/api/premium/top-up').send({ packId: 'pack-5', purchaseId })),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.premiumBalance).toBe(5);
    expect(second.body.premiumBalance).toBe(5);
    // A retry after a lost answer, later.
    await pro.agent.post('/api/premium/top-up').send({ packId: 'pack-5', purchaseId }).expect(200);
    // Another purchase is another purchase.
    await pro.agent.post('/api/premium/top-up').send({ packId: 'pack-5', purchaseId: randomUUID() }).expect(200);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 10, total: 13 });
    expect((await ledger(t, pro.user.id)).filter((l) => l.kind === 'pack_purchase')).toHaveLength(2);
    // Not an id: refused, nothing bought.
    const refused = await pro.agent.post('/api/premium/top-up').send({ packId: 'pack-5', purchaseId: 'dos-veces' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Revisa los datos ingresados.']);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 10, total: 13 });
  });

  it("should refuse another account type's plans and packs, and unknown ones, changing nothing", async () => {
    const inst = await validatedInstitution(t);
    expect((await inst.agent.post('/api/premium/subscribe').send({ planId: 'pro' }).expect(400)).body.message).toBe(
      PREMIUM_MSG.planNotForAccount,
    );
    expect(
      (await inst.agent.post('/api/premium/subscribe').send({ planId: 'basico', planType: 'profesional' }).expect(400))
        .body.message,
    ).toBe(PREMIUM_MSG.planTypeInvalid);
    expect((await inst.agent.post('/api/premium/subscribe').send({ planId: 'oro' }).expect(400)).body.message).toBe(
      PREMIUM_MSG.planRequired,
    );
    expect((await inst.agent.post('/api/premium/top-up').send({ packId: 'pack-5' }).expect(400)).body.message).toBe(
      PREMIUM_MSG.packNotForAccount,
    );
    expect(
      await t.db.query(`SELECT 1 FROM token_ledger WHERE kind IN ('plan_subscribe', 'pack_purchase')`),
    ).toHaveLength(0);
  });

  it('should keep premium to validated professionals and institutions, each for themselves', async () => {
    const persona = await signedUp(t, personaPayload());
    expect((await persona.agent.post('/api/premium/subscribe').send({ planId: 'pro' }).expect(403)).body.message).toBe(
      MARKET_MSG.restricted,
    );
    const pro = await validatedProfessional(t);
    const other = await validatedProfessional(t, 'Otra');
    await other.agent.post('/api/premium/top-up').send({ userId: pro.user.id, packId: 'pack-5' }).expect(403);
    await other.agent.post('/api/premium/cancel').send({ userId: pro.user.id }).expect(403);
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind = 'pack_purchase'`)).toHaveLength(0);
  });
});

describe('A purchase on one device', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { listen: true })));
  beforeEach(() => t.reset());
  afterEach(() => settled(t));
  afterAll(() => t.close());

  it("shows the new balance live on the person's other devices", async () => {
    const inst = await validatedInstitution(t);
    const otherPhone = await connectSocket(t.url, inst.cookie);
    try {
      const bought = nextEvent(otherPhone, 'tokens:changed');
      await inst.agent.post('/api/premium/top-up').send({ packId: 'pack-3', purchaseId: randomUUID() }).expect(200);
      expect(await bought).toEqual({ available: 6 });
      const subscribed = nextEvent(otherPhone, 'tokens:changed');
      await inst.agent.post('/api/premium/subscribe').send({ planId: 'basico' }).expect(200);
      expect(await subscribed).toEqual({ available: 11 });
    } finally {
      otherPhone.close();
    }
  });
});
