import { MARKET_MSG, MSG, RANGE_MSG } from '@conectando/contracts';
import { countRows, personaPayload, signedUp, openChat } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  coverLetter,
  offerPayload,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

const HUGE = 99_999_999_999;

describe('numeric and date ranges: out of range is 400 with a Spanish message, never 500', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  it('should refuse offers with amounts, durations or dates out of range, storing nothing', async () => {
    const inst = await validatedInstitution(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ payment: HUGE }, RANGE_MSG.paymentMax],
      [{ payment: 100_000_001 }, RANGE_MSG.paymentMax],
      [{ payment: -5 }, MARKET_MSG.paymentMin],
      [{ duration: HUGE }, RANGE_MSG.durationMax],
      [{ duration: 1441 }, RANGE_MSG.durationMax],
      [{ duration: 0 }, MARKET_MSG.durationInvalid],
      [{ scheduledDate: '2026-99-99' }, RANGE_MSG.dateInvalid],
      [{ scheduledDate: '2026-02-30' }, RANGE_MSG.dateInvalid],
      [{ scheduledDate: '0000-01-01' }, RANGE_MSG.dateInvalid],
    ];
    for (const [override, message] of cases) {
      const res = await inst.agent.post('/api/offers').send(offerPayload(override));
      expect({ override, status: res.status, message: res.body.message }).toEqual({ override, status: 400, message });
    }
    expect(await countRows(t, 'job_offers')).toBe(0);
    // The bounds themselves are accepted.
    await inst.agent
      .post('/api/offers')
      .send(offerPayload({ payment: 100_000_000, duration: 1440, scheduledDate: '2028-02-29' }))
      .expect(201);
  });

  it('should refuse a proposed rate out of range', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const res = await pro.agent
      .post('/api/applications')
      .send({ jobOfferId: offerId, coverLetter, proposedRate: HUGE })
      .expect(400);
    expect(res.body.message).toBe(RANGE_MSG.rateMax);
    expect(await countRows(t, 'applications')).toBe(0);
  });

  it('should refuse a birth date that does not exist', async () => {
    for (const birthDate of ['1950-13-01', '1950-02-30', '0000-01-01', '-1950-01-01', '1950-01-01T00:00:00Z']) {
      const res = await t.http().post('/api/auth/register').send(personaPayload({ birthDate })).expect(400);
      expect(res.body.message).toBe(MSG.birthDateInvalid);
    }
    expect(await countRows(t, 'users')).toBe(0);
  });

  it('should refuse chat paging out of range', async () => {
    const [a, b] = [await signedUp(t), await signedUp(t)];
    const chat = await openChat(a, b);
    const bad: [string, string][] = [
      ['limit=-5', RANGE_MSG.limitInvalid],
      ['limit=0', RANGE_MSG.limitInvalid],
      ['limit=201', RANGE_MSG.limitInvalid],
      ['limit=abc', RANGE_MSG.limitInvalid],
      [`after=${HUGE}`, RANGE_MSG.cursorInvalid],
      ['after=-1', RANGE_MSG.cursorInvalid],
      ['before=1.5', RANGE_MSG.cursorInvalid],
      ['after=2147483648', RANGE_MSG.cursorInvalid],
    ];
    for (const [query, message] of bad) {
      const res = await a.agent.get(`/api/chats/${chat.id}/messages?${query}`);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
    }
    await a.agent.get(`/api/chats/${chat.id}/messages?after=2147483647&limit=200`).expect(200);
  });

  it('should refuse notification paging out of range and cursors it did not write', async () => {
    const a = await signedUp(t);
    for (const query of [
      'limit=-5',
      'limit=0',
      'limit=99999999999',
      'cursor=!!',
      `cursor=${Buffer.from('no|cursor').toString('base64url')}`,
      `cursor=${Buffer.from('0000-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000').toString('base64url')}`,
    ]) {
      const res = await a.agent.get(`/api/notifications?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect([RANGE_MSG.limitInvalid, RANGE_MSG.cursorInvalid]).toContain(res.body.message);
    }
    await a.agent.get('/api/notifications?limit=200').expect(200);
  });
});
