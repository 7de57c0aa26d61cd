import { MARKET_MSG } from '@conectando/contracts';
import { institutionPayload, personaPayload, professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  balance,
  coverLetter,
  ledger,
  offerPayload,
  outboxEvents,
  setTokens,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

describe('Applying to offers', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  it('should apply for one token, show it to the professional and, with the professional, to the owning institution', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    await t.db.query(`UPDATE users SET rating_avg = 475, rating_count = 8 WHERE id = $1`, [pro.user.id]);
    const res = await pro.agent
      .post('/api/applications')
      .send({ jobOfferId: offerId, professionalId: pro.user.id, coverLetter, proposedRate: 28000 })
      .expect(201);
    expect(res.body).toMatchObject({
      jobOfferId: offerId,
      professionalId: pro.user.id,
      status: 'submitted',
      proposedRate: 28000,
      isRead: false,
      awardedAt: null,
    });
    expect(await balance(t, pro.user.id)).toMatchObject({ total: 2 });
    expect((await ledger(t, pro.user.id)).map((l) => l.kind)).toEqual(['free_monthly', 'spend_apply']);
    expect(await outboxEvents(t, 'application.submitted')).toEqual([
      { payload: { applicationId: res.body.id, offerId, professionalId: pro.user.id, institutionId: inst.user.id } },
    ]);
    const mine = (await pro.agent.get('/api/my/applications').expect(200)).body;
    expect(mine).toEqual([
      expect.objectContaining({
        id: res.body.id,
        offer: expect.objectContaining({ id: offerId, institutionName: 'Hogar San José' }),
        refunded: false,
      }),
    ]);
    expect((await pro.agent.get(`/api/offers/${offerId}`).expect(200)).body.hasApplied).toBe(true);
    const entries = (await inst.agent.get(`/api/offers/${offerId}/applications`).expect(200)).body;
    expect(entries).toEqual([
      {
        application: expect.objectContaining({ id: res.body.id, coverLetter }),
        professional: {
          id: pro.user.id,
          name: 'Carlos Díaz',
          email: pro.email,
          specialty: 'Kinesiología',
          ratingAvg: 475,
          ratingCount: 8,
          rnpiNumber: null,
          verifications: [],
        },
      },
    ]);
    expect((await inst.agent.get(`/api/job-offers/${offerId}/applications`).expect(200)).body).toHaveLength(1);
    expect((await inst.agent.get('/api/my/offers').expect(200)).body[0]).toMatchObject({
      totalApplicationsCount: 1,
      unreadApplicationsCount: 1,
    });
  });

  it('should store null when no rate is proposed', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const res = await pro.agent
      .post('/api/applications')
      .send({ jobOfferId: offerId, coverLetter, proposedRate: null })
      .expect(201);
    expect(res.body.proposedRate).toBeNull();
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['a cover letter under 50 characters', { coverLetter: 'Me interesa mucho.' }, MARKET_MSG.coverLetterMin],
    ['a cover letter of spaces', { coverLetter: ' '.repeat(80) }, MARKET_MSG.coverLetterMin],
    ['no cover letter', { coverLetter: undefined }, MARKET_MSG.coverLetterMin],
    ['a rate of 0', { proposedRate: 0 }, MARKET_MSG.rateMin],
    ['a negative rate', { proposedRate: -100 }, MARKET_MSG.rateMin],
    ['a rate that is not a number', { proposedRate: 'mucho' }, MARKET_MSG.rateMin],
    // Pesos have no decimals: a decimal rate is told so, not that it must be greater than 0.
    ['a decimal rate', { proposedRate: 25000.5 }, MARKET_MSG.rateInteger],
    ['a decimal rate under 1', { proposedRate: 0.5 }, MARKET_MSG.rateInteger],
  ];
  it.each(rules)(
    'should refuse %s with the spec message, storing nothing and spending nothing',
    async (_name, change, message) => {
      const inst = await validatedInstitution(t);
      const [offerId] = await approvedOffers(t, inst.user.id, 1);
      const pro = await validatedProfessional(t);
      await setTokens(t, pro.user.id, 2);
      const res = await pro.agent
        .post('/api/applications')
        .send({ jobOfferId: offerId, coverLetter, proposedRate: 25000, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await t.db.query(`SELECT 1 FROM applications`)).toHaveLength(0);
      expect(await ledger(t, pro.user.id)).toHaveLength(0);
      expect(await balance(t, pro.user.id)).toMatchObject({ total: 2 });
    },
  );

  it("should refuse without tokens ('Sin tokens', 402) and store nothing", async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 0);
    const res = await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(402);
    expect(res.body).toMatchObject({ code: 'NO_TOKENS', message: MARKET_MSG.noTokensToApply });
    expect(await t.db.query(`SELECT 1 FROM applications`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM outbox WHERE name NOT LIKE 'account.%'`)).toHaveLength(0);
  });

  it('should give exactly one success to 50 parallel applies with one token: the rest Sin tokens, balance 0, one spend, no 500', async () => {
    const inst = await validatedInstitution(t);
    const offers = await approvedOffers(t, inst.user.id, 50);
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 1);
    const results = await Promise.all(
      offers.map((jobOfferId) => pro.agent.post('/api/applications').send({ jobOfferId, coverLetter })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402 || s === 409)).toHaveLength(49);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.message).toBe(MARKET_MSG.noTokensToApply);
    expect(await balance(t, pro.user.id)).toEqual({ free: 0, premium: 0, total: 0 });
    expect((await ledger(t, pro.user.id)).filter((l) => l.delta < 0)).toHaveLength(1);
    expect(await t.db.query(`SELECT 1 FROM applications`)).toHaveLength(1);
    expect(await outboxEvents(t, 'application.submitted')).toHaveLength(1);
  });

  it('should keep one application and one spend when the same application is sent twice, even at once', async () => {
    const inst = await validatedInstitution(t);
    const [first, second] = await approvedOffers(t, inst.user.id, 2);
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 5);
    await pro.agent.post('/api/applications').send({ jobOfferId: first, coverLetter }).expect(201);
    const again = await pro.agent.post('/api/applications').send({ jobOfferId: first, coverLetter }).expect(409);
    expect(again.body.message).toBe(MARKET_MSG.alreadyApplied);
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => pro.agent.post('/api/applications').send({ jobOfferId: second, coverLetter })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await t.db.query(`SELECT 1 FROM applications`)).toHaveLength(2);
    expect((await ledger(t, pro.user.id)).filter((l) => l.kind === 'spend_apply')).toHaveLength(2);
    expect(await balance(t, pro.user.id)).toMatchObject({ total: 3 });
  });

  it('should refuse personas, unvalidated professionals and institutions with the spec texts (403), before reading the body', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const persona = await signedUp(t, personaPayload());
    expect(
      (await persona.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(403)).body
        .message,
    ).toBe(MARKET_MSG.restricted);
    expect((await persona.agent.post('/api/applications').send({}).expect(403)).body.message).toBe(
      MARKET_MSG.restricted,
    );
    const pending = await signedUp(t, professionalPayload());
    expect(
      (await pending.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(403)).body
        .message,
    ).toBe(MARKET_MSG.inReview);
    expect(
      (await inst.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(403)).body.message,
    ).toBe(MARKET_MSG.onlyProfessionals);
    const pendingInst = await signedUp(t, institutionPayload());
    expect((await pendingInst.agent.get('/api/offers').expect(403)).body.message).toBe(MARKET_MSG.inReview);
    expect((await persona.agent.get('/api/offers').expect(403)).body.message).toBe(MARKET_MSG.restricted);
    const pro = await validatedProfessional(t);
    const other = await signedUp(t, professionalPayload());
    await pro.agent
      .post('/api/applications')
      .send({ jobOfferId: offerId, professionalId: other.user.id, coverLetter })
      .expect(403);
    expect(await t.db.query(`SELECT 1 FROM applications`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM token_ledger`)).toHaveLength(0);
  });

  it('should accept applications only on approved, open offers', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    const pending = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    const pro = await validatedProfessional(t);
    expect(
      (await pro.agent.post('/api/applications').send({ jobOfferId: pending.id, coverLetter }).expect(404)).body
        .message,
    ).toBe(MARKET_MSG.offerNotFound);
    await admin.agent.patch(`/api/offers/${pending.id}/status`).send({ status: 'approved' }).expect(200);
    await inst.agent.post(`/api/offers/${pending.id}/close`).expect(200);
    expect(
      (await pro.agent.post('/api/applications').send({ jobOfferId: pending.id, coverLetter }).expect(409)).body
        .message,
    ).toBe(MARKET_MSG.offerNotOpen);
    expect((await pro.agent.get('/api/offers').expect(200)).body).toEqual([]);
    expect(await ledger(t, pro.user.id)).toEqual([]);
  });

  it("should keep an offer's applications to its institution: another institution or a professional get 403", async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const application = (
      await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)
    ).body;
    const other = await validatedInstitution(t, 'Otro Hogar');
    expect((await other.agent.get(`/api/offers/${offerId}/applications`).expect(403)).body.message).toBe(
      MARKET_MSG.notYourOffer,
    );
    expect((await pro.agent.get(`/api/offers/${offerId}/applications`).expect(403)).body.message).toBe(
      MARKET_MSG.onlyInstitutions,
    );
    await other.agent.patch(`/api/applications/${application.id}/mark-read`).expect(403);
    await pro.agent.patch(`/api/applications/${application.id}/mark-read`).expect(403);
    await other.agent.post(`/api/offers/${offerId}/close`).expect(403);
    const admin = await signedInAdmin(t);
    expect((await admin.agent.get(`/api/offers/${offerId}/applications`).expect(200)).body).toHaveLength(1);
  });

  it("should mark applications read for the owner only ('Leída por la institución')", async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const a = (await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)).body;
    const read = await inst.agent.patch(`/api/applications/${a.id}/mark-read`).expect(200);
    expect(read.body).toMatchObject({ isRead: true, readAt: expect.any(String) });
    await inst.agent.patch(`/api/applications/${a.id}/mark-read`).expect(200);
    expect(await outboxEvents(t, 'application.read')).toHaveLength(1);
    expect((await pro.agent.get('/api/my/applications').expect(200)).body[0].isRead).toBe(true);
    expect((await inst.agent.patch(`/api/offers/${offerId}/applications/mark-read`).expect(200)).body).toEqual({
      updated: 0,
    });
    expect((await inst.agent.get('/api/my/offers').expect(200)).body[0]).toMatchObject({
      unreadApplicationsCount: 0,
      totalApplicationsCount: 1,
    });
  });

  it('should give applicants their tokens back when the offer closes without award', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const a = await validatedProfessional(t, 'Ana');
    const b = await validatedProfessional(t, 'Beatriz');
    await setTokens(t, b.user.id, 0, 2);
    await a.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201);
    await b.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201);
    expect(await balance(t, a.user.id)).toEqual({ free: 2, premium: 0, total: 2 });
    expect(await balance(t, b.user.id)).toEqual({ free: 0, premium: 1, total: 1 });
    const closed = await inst.agent.post(`/api/offers/${offerId}/close`).expect(200);
    expect(closed.body).toMatchObject({ closedReason: 'closed_without_award', listStatus: 'completed' });
    expect(await balance(t, a.user.id)).toEqual({ free: 3, premium: 0, total: 3 });
    expect(await balance(t, b.user.id)).toEqual({ free: 0, premium: 2, total: 2 });
    expect((await ledger(t, a.user.id)).map((l) => l.kind)).toEqual([
      'free_monthly',
      'spend_apply',
      'refund_offer_closed',
    ]);
    const rejected = await outboxEvents(t, 'application.rejected');
    expect(rejected.map((e) => [e.payload.reason, e.payload.refunded])).toEqual([
      ['offer_closed', true],
      ['offer_closed', true],
    ]);
    expect((await a.agent.get('/api/my/applications').expect(200)).body[0]).toMatchObject({
      status: 'rejected',
      refunded: true,
    });
    await inst.agent.post(`/api/offers/${offerId}/close`).expect(409);
    expect((await ledger(t, a.user.id)).filter((l) => l.kind === 'refund_offer_closed')).toHaveLength(1);
  });
});
