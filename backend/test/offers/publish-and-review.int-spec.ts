import { MARKET_MSG } from '@conectando/contracts';
import { institutionPayload, personaPayload, professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import {
  balance,
  ledger,
  offerPayload,
  outboxEvents,
  setTokens,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

describe('Publishing and reviewing offers', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  it('should publish a pending offer for one token, with its ledger row and offer.submitted', async () => {
    const inst = await validatedInstitution(t);
    const res = await inst.agent
      .post('/api/offers')
      .send(offerPayload({ duration: undefined, requirements: '' }))
      .expect(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      institutionId: inst.user.id,
      duration: 60,
      requirements: null,
      totalApplicationsCount: 0,
      listStatus: null,
    });
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 2 });
    expect((await ledger(t, inst.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['spend_publish', -1],
    ]);
    expect(await outboxEvents(t, 'offer.submitted')).toEqual([
      { payload: { offerId: res.body.id, institutionId: inst.user.id, resubmitted: false } },
    ]);
    const mine = await inst.agent.get('/api/my/offers').expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ id: res.body.id, unreadApplicationsCount: 0, totalApplicationsCount: 0 }),
    ]);
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ['a title under 10 characters', { title: 'Corto' }, MARKET_MSG.titleMin],
    ['a title of spaces', { title: '            ' }, MARKET_MSG.titleMin],
    ['a description under 50 characters', { description: 'Muy corta' }, MARKET_MSG.descriptionMin],
    ['no service type', { serviceType: undefined }, MARKET_MSG.serviceTypeRequired],
    ['an unknown service type', { serviceType: 'astrologo' }, MARKET_MSG.serviceTypeRequired],
    ['no modality', { modality: undefined }, MARKET_MSG.modalityRequired],
    ['no location', { location: '' }, MARKET_MSG.locationRequired],
    ['a blank location', { location: '   ' }, MARKET_MSG.locationRequired],
    ['a payment of 0', { payment: 0 }, MARKET_MSG.paymentMin],
    ['a negative payment', { payment: -5 }, MARKET_MSG.paymentMin],
    ['no payment', { payment: undefined }, MARKET_MSG.paymentMin],
    // Pesos have no decimals: a decimal payment is told so, not that it must be greater than 0.
    ['a decimal payment', { payment: 35000.5 }, MARKET_MSG.paymentInteger],
    ['a decimal payment under 1', { payment: 0.5 }, MARKET_MSG.paymentInteger],
  ];
  it.each(rules)(
    'should refuse %s with the spec message, storing nothing and spending nothing',
    async (_name, change, message) => {
      const inst = await validatedInstitution(t);
      await setTokens(t, inst.user.id, 3);
      const res = await inst.agent.post('/api/offers').send(offerPayload(change)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await t.db.query(`SELECT 1 FROM job_offers`)).toHaveLength(0);
      expect(await balance(t, inst.user.id)).toMatchObject({ total: 3 });
      expect(await ledger(t, inst.user.id)).toHaveLength(0);
    },
  );

  it('should refuse to publish without tokens (402, the spec text) and store nothing', async () => {
    const inst = await validatedInstitution(t);
    await setTokens(t, inst.user.id, 0);
    const res = await inst.agent.post('/api/offers').send(offerPayload()).expect(402);
    expect(res.body).toMatchObject({ code: 'NO_TOKENS', message: MARKET_MSG.noTokensToPublish });
    expect(await t.db.query(`SELECT 1 FROM job_offers`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM outbox WHERE name NOT LIKE 'account.%'`)).toHaveLength(0);
  });

  it('should refuse personas, unvalidated institutions and professionals with the spec texts (403)', async () => {
    const persona = await signedUp(t, personaPayload());
    expect((await persona.agent.post('/api/offers').send(offerPayload()).expect(403)).body.message).toBe(
      MARKET_MSG.restricted,
    );
    const pending = await signedUp(t, institutionPayload());
    expect((await pending.agent.post('/api/offers').send(offerPayload()).expect(403)).body.message).toBe(
      MARKET_MSG.inReview,
    );
    const pendingPro = await signedUp(t, professionalPayload());
    expect((await pendingPro.agent.post('/api/offers').send(offerPayload()).expect(403)).body.message).toBe(
      MARKET_MSG.inReview,
    );
    const pro = await validatedProfessional(t);
    expect((await pro.agent.post('/api/offers').send(offerPayload()).expect(403)).body.message).toBe(
      MARKET_MSG.onlyInstitutions,
    );
    // Refused before the body is read: a bad body still answers 403.
    expect((await persona.agent.post('/api/offers').send({}).expect(403)).body.message).toBe(MARKET_MSG.restricted);
    expect(await t.db.query(`SELECT 1 FROM job_offers`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM token_ledger`)).toHaveLength(0);
  });

  it('should let an admin approve a pending offer once, then list it for professionals', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    const offer = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    const pro = await validatedProfessional(t);
    expect((await pro.agent.get('/api/offers').expect(200)).body).toEqual([]);
    await pro.agent.get(`/api/offers/${offer.id}`).expect(404);
    const approved = await admin.agent.patch(`/api/offers/${offer.id}/status`).send({ status: 'approved' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', listStatus: 'active', reviewedAt: expect.any(String) });
    const again = await admin.agent
      .patch(`/api/offers/${offer.id}/status`)
      .send({ status: 'rejected', rejectionReason: 'tarde' })
      .expect(409);
    expect(again.body.message).toBe(MARKET_MSG.offerNotPending);
    expect((await pro.agent.get('/api/offers').expect(200)).body).toEqual([
      expect.objectContaining({ id: offer.id, hasApplied: false }),
    ]);
    expect((await pro.agent.get('/api/job-offers').expect(200)).body).toHaveLength(1);
    expect((await pro.agent.get(`/api/offers/${offer.id}`).expect(200)).body.title).toBe(offer.title);
    expect(await outboxEvents(t, 'offer.approved')).toHaveLength(1);
  });

  it('should filter approved offers by service type, modality and location', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    await setTokens(t, inst.user.id, 3);
    for (const o of [
      { serviceType: 'kinesiologo', modality: 'presencial', location: 'Concepción' },
      { serviceType: 'psicologo', modality: 'online', location: 'Santiago centro' },
      { serviceType: 'psicologo', modality: 'presencial', location: 'Santiago' },
    ]) {
      const created = (await inst.agent.post('/api/offers').send(offerPayload(o)).expect(201)).body;
      await admin.agent.patch(`/api/offers/${created.id}/status`).send({ status: 'approved' }).expect(200);
    }
    const pro = await validatedProfessional(t);
    const titlesOf = async (q: string) =>
      (await pro.agent.get(`/api/offers?${q}`).expect(200)).body.map((o: { location: string }) => o.location).sort();
    expect(await titlesOf('serviceType=psicologo')).toEqual(['Santiago', 'Santiago centro']);
    expect(await titlesOf('serviceType=psicologo&modality=presencial')).toEqual(['Santiago']);
    expect(await titlesOf('location=santiago')).toEqual(['Santiago', 'Santiago centro']);
    expect(await titlesOf('location=%25')).toEqual([]);
    expect((await pro.agent.get('/api/offers?modality=teletransporte').expect(400)).body.message).toBe(
      MARKET_MSG.modalityRequired,
    );
  });

  it('should require a non-blank reason to reject, and refund the publishing token on rejection', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    const offer = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 2 });
    for (const rejectionReason of [undefined, '', '    ']) {
      const res = await admin.agent
        .patch(`/api/offers/${offer.id}/status`)
        .send({ status: 'rejected', rejectionReason })
        .expect(400);
      expect(res.body.message).toBe(MARKET_MSG.reasonRequired);
    }
    expect((await t.db.query(`SELECT status FROM job_offers`))[0].status).toBe('pending');
    const res = await admin.agent
      .patch(`/api/offers/${offer.id}/status`)
      .send({ status: 'rejected', rejectionReason: '  Falta la dirección exacta  ' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Falta la dirección exacta' });
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 3 });
    const rows = await ledger(t, inst.user.id);
    expect(rows.map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['spend_publish', -1],
      ['refund_offer_rejected', 1],
    ]);
    expect(await outboxEvents(t, 'offer.rejected')).toEqual([
      { payload: { offerId: offer.id, institutionId: inst.user.id, reason: 'Falta la dirección exacta' } },
    ]);
    expect(
      (await admin.agent.patch(`/api/offers/${offer.id}/status`).send({ status: 'maybe' }).expect(400)).body.message,
    ).toBe(MARKET_MSG.statusInvalid);
  });

  it('should let the institution edit and resubmit a rejected offer, spending one token again', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    const offer = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    await inst.agent.put(`/api/offers/${offer.id}`).send(offerPayload()).expect(409);
    await admin.agent
      .patch(`/api/offers/${offer.id}/status`)
      .send({ status: 'rejected', rejectionReason: 'Pago poco claro' })
      .expect(200);
    const other = await validatedInstitution(t, 'Otra institución');
    await other.agent.put(`/api/offers/${offer.id}`).send(offerPayload()).expect(403);
    expect(
      (
        await inst.agent
          .put(`/api/offers/${offer.id}`)
          .send(offerPayload({ payment: 0 }))
          .expect(400)
      ).body.message,
    ).toBe(MARKET_MSG.paymentMin);
    const res = await inst.agent
      .put(`/api/offers/${offer.id}`)
      .send(offerPayload({ payment: 40000 }))
      .expect(200);
    expect(res.body).toMatchObject({ status: 'pending', rejectionReason: null, payment: 40000 });
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 2 });
    expect((await outboxEvents(t, 'offer.submitted')).map((e) => e.payload.resubmitted)).toEqual([false, true]);
  });

  it('should answer 403 to anyone but an admin changing an offer status', async () => {
    const inst = await validatedInstitution(t);
    const offer = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    const pro = await validatedProfessional(t);
    for (const agent of [inst.agent, pro.agent]) {
      const res = await agent.patch(`/api/offers/${offer.id}/status`).send({ status: 'approved' }).expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await t.db.query(`SELECT status FROM job_offers`))[0].status).toBe('pending');
  });

  it('should give admins the three review sections and the pending counts', async () => {
    const inst = await validatedInstitution(t);
    await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    const a = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    await inst.agent
      .post('/api/offers')
      .send(offerPayload({ title: 'Segunda oferta de prueba' }))
      .expect(201);
    await admin.agent.patch(`/api/offers/${a.id}/status`).send({ status: 'approved' }).expect(200);
    const sections = (await admin.agent.get('/api/admin/offers').expect(200)).body;
    expect([sections.pending.length, sections.approved.length, sections.rejected.length]).toEqual([1, 1, 0]);
    expect((await admin.agent.get('/api/admin/pending-counts').expect(200)).body).toEqual({
      users: 1,
      offers: 1,
      reports: 0,
      help: 0,
    });
    await inst.agent.get('/api/admin/pending-counts').expect(403);
  });
});
