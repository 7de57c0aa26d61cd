import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MSG, MARKET_MSG } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  balance,
  coverLetter,
  offerPayload,
  setTokens,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

// A phone sends a change, the server makes it, and the answer is lost on the way back (the signal
// dropped): the phone sends it again with the same Idempotency-Key, and must not pay twice.
describe('A change sent again with its Idempotency-Key', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  const offersOf = async (institutionId: string) =>
    (await t.db.query(`SELECT id FROM job_offers WHERE institution_id = $1`, [institutionId])).length;

  it('publishes one offer and spends one token, and the retry gets the first answer', async () => {
    const inst = await validatedInstitution(t);
    const key = randomUUID();
    const first = await inst.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload()).expect(201);
    const again = await inst.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload()).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await offersOf(inst.user.id)).toBe(1);
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 2 });

    // Another press of 'Publicar' is another key: a second offer, as the person asked.
    await inst.agent.post('/api/offers').set('Idempotency-Key', randomUUID()).send(offerPayload()).expect(201);
    expect(await offersOf(inst.user.id)).toBe(2);
  });

  it('answers a retry of an application as the first time, not as "Ya postulaste"', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 2);
    const key = randomUUID();
    const body = { jobOfferId: offerId, professionalId: pro.user.id, coverLetter };
    const first = await pro.agent.post('/api/applications').set('Idempotency-Key', key).send(body).expect(201);
    const again = await pro.agent.post('/api/applications').set('Idempotency-Key', key).send(body).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await balance(t, pro.user.id)).toMatchObject({ total: 1 });
  });

  it('makes the change once when the retry arrives while the first is still running', async () => {
    const inst = await validatedInstitution(t);
    const key = randomUUID();
    const send = () => inst.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload());
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toContain(201);
    for (const answer of answers.filter((a) => a.status !== 201))
      expect(answer.body).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_MSG.inProgress });
    expect(await offersOf(inst.user.id)).toBe(1);
    expect(await balance(t, inst.user.id)).toMatchObject({ total: 2 });
  });

  it('runs a refused change again when it is corrected, and refuses a key reused for another change', async () => {
    const inst = await validatedInstitution(t);
    const key = randomUUID();
    const refused = await inst.agent
      .post('/api/offers')
      .set('Idempotency-Key', key)
      .send(offerPayload({ title: 'Corto' }))
      .expect(400);
    expect(refused.body.message).toBe(MARKET_MSG.titleMin);
    await inst.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload()).expect(201);

    const reused = await inst.agent
      .post('/api/offers')
      .set('Idempotency-Key', key)
      .send(offerPayload({ title: 'Otra oferta de kinesiología' }))
      .expect(409);
    expect(reused.body.message).toBe(IDEMPOTENCY_MSG.keyReused);
    expect(await offersOf(inst.user.id)).toBe(1);
  });

  it("keeps each person's keys apart and refuses a key that is not one", async () => {
    const key = randomUUID();
    const first = await validatedInstitution(t, 'Hogar San José');
    const second = await validatedInstitution(t, 'Residencia Los Aromos');
    await first.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload()).expect(201);
    await second.agent.post('/api/offers').set('Idempotency-Key', key).send(offerPayload()).expect(201);
    expect(await offersOf(second.user.id)).toBe(1);

    const bad = await first.agent
      .post('/api/offers')
      .set('Idempotency-Key', 'x'.repeat(300))
      .send(offerPayload())
      .expect(400);
    expect(bad.body.message).toBe(IDEMPOTENCY_MSG.keyInvalid);
    expect(await offersOf(first.user.id)).toBe(1);
  });
});
