import { MARKET_MSG, PAYMENT_MSG } from '@conectando/contracts';
import { personaPayload, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { balance, prepaidPlan, validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

describe('Premium plans and token packs', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

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

  it('should grant nothing without a payment: subscribe and top-up are gone', async () => {
    const pro = await validatedProfessional(t);
    for (const [path, body] of [
      ['/api/premium/subscribe', { planId: 'pro' }],
      ['/api/premium/top-up', { packId: 'pack-5' }],
    ] as const) {
      const res = await pro.agent.post(path).send(body).expect(410);
      expect(res.body.message).toBe(PAYMENT_MSG.grantsGone);
    }
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind IN ('plan_subscribe', 'pack_purchase')`)).toEqual(
      [],
    );
  });

  it('should end a plan on cancel, keeping the tokens; cancelling without a plan changes nothing', async () => {
    const pro = await validatedProfessional(t);
    await pro.agent.get('/api/tokens/summary').expect(200);
    await t.db.query(`UPDATE token_accounts SET premium_balance = 10 WHERE user_id = $1`, [pro.user.id]);
    await prepaidPlan(t, pro.user.id, 'pro', 'now()', `now() + interval '1 month'`);
    const cancelled = await pro.agent.post('/api/premium/cancel').send({ userId: pro.user.id }).expect(200);
    expect(cancelled.body).toMatchObject({ premiumPlan: 'none', premiumBalance: 10, isPremium: false });
    await pro.agent.post('/api/premium/cancel').send({}).expect(200);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 10, total: 13 });
  });

  it('should keep premium to validated professionals and institutions, each for themselves', async () => {
    const persona = await signedUp(t, personaPayload());
    expect((await persona.agent.get('/api/premium/catalog').expect(403)).body.message).toBe(MARKET_MSG.restricted);
    const pro = await validatedProfessional(t);
    const other = await validatedProfessional(t, 'Otra');
    await other.agent.post('/api/premium/cancel').send({ userId: pro.user.id }).expect(403);
  });
});
