import { REVIEW_MSG } from '@conectando/contracts';
import { personaPayload, signedUp } from '../support/factories';
import { eventually } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  coverLetter,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

type Person = Awaited<ReturnType<typeof signedUp>>;
// The double-blind period, brought down to seconds.
const BLIND_S = 4;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();

describe('reviews', () => {
  const { t } = appPerSuite({ REVIEW_BLIND_SECONDS: String(BLIND_S) }, { redis: true });
  afterEach(() => settled(t));

  /** A confirmed meeting of a and b; `ended` moves it into the past. */
  async function meetingOf(a: Person, b: Person, ended = true): Promise<string> {
    const { body: m } = await a.agent
      .post('/api/meetings')
      .send({ inviteeId: b.user.id, slots: [ahead(60 * 60_000)], durationMinutes: 30 })
      .expect(201);
    await b.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: m.slots[0] }).expect(200);
    if (ended) await t.db.query(`UPDATE meetings SET starts_at = now() - interval '31 minutes' WHERE id = $1`, [m.id]);
    return m.id;
  }

  const figures = async (userId: string) =>
    (await t.db.query(`SELECT rating_avg, rating_count FROM users WHERE id = $1`, [userId]))[0] as {
      rating_avg: number;
      rating_count: number;
    };

  it('should take one review per side after a meeting has ended, with Spanish answers otherwise', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const carla = await signedUp(t, personaPayload({ name: 'Carla' }));
    const upcoming = await meetingOf(ana, beto, false);
    expect(
      (await ana.agent.post('/api/reviews').send({ meetingId: upcoming, rating: 5 }).expect(403)).body.message,
    ).toBe(REVIEW_MSG.notYet);
    const meetingId = await meetingOf(ana, beto);
    expect((await carla.agent.post('/api/reviews').send({ meetingId, rating: 5 }).expect(404)).body.message).toBe(
      REVIEW_MSG.notFound,
    );
    for (const [body, message] of [
      [{ meetingId, rating: 6 }, REVIEW_MSG.ratingInvalid],
      [{ meetingId, rating: 4.5 }, REVIEW_MSG.ratingInvalid],
      [{ meetingId }, REVIEW_MSG.ratingInvalid],
      [{ rating: 4 }, REVIEW_MSG.subjectRequired],
      [{ meetingId, rating: 4, comment: 'x'.repeat(1001) }, REVIEW_MSG.commentTooLong],
    ] as const) {
      expect((await ana.agent.post('/api/reviews').send(body).expect(400)).body.message).toBe(message);
    }
    expect((await ana.agent.get('/api/reviews/pending').expect(200)).body).toEqual([
      { meetingId, applicationId: null, revieweeId: beto.user.id, revieweeName: 'Beto' },
    ]);
    const { body } = await ana.agent
      .post('/api/reviews')
      .send({ meetingId, rating: 5, comment: 'Muy amable' })
      .expect(201);
    expect(body).toMatchObject({ rating: 5, comment: 'Muy amable', revieweeId: beto.user.id, published: false });
    expect((await ana.agent.post('/api/reviews').send({ meetingId, rating: 1 }).expect(409)).body.message).toBe(
      REVIEW_MSG.alreadyReviewed,
    );
    expect((await ana.agent.get('/api/reviews/pending').expect(200)).body).toEqual([]);
    // Beto is asked for his, in plain words.
    await eventually(async () =>
      expect((await beto.agent.get('/api/notifications').expect(200)).body.items[0]).toMatchObject({
        type: 'review.requested',
        title: 'Ana te dejó una evaluación',
      }),
    );
  });

  it('should publish both reviews when both sides reviewed, and count only published ones in the rating', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const first = await meetingOf(ana, beto);
    await ana.agent.post('/api/reviews').send({ meetingId: first, rating: 5, comment: 'Muy amable' }).expect(201);
    // Hidden while Beto has not reviewed: nothing shows, nothing counts.
    expect((await ana.agent.get(`/api/users/${beto.user.id}/reviews`).expect(200)).body).toEqual([]);
    expect(await figures(beto.user.id)).toEqual({ rating_avg: 0, rating_count: 0 });

    const { body: answer } = await beto.agent.post('/api/reviews').send({ meetingId: first, rating: 4 }).expect(201);
    expect(answer.published).toBe(true);
    expect((await ana.agent.get(`/api/users/${beto.user.id}/reviews`).expect(200)).body).toEqual([
      { rating: 5, comment: 'Muy amable', authorName: 'Ana', createdAt: expect.any(String) },
    ]);
    expect((await beto.agent.get(`/api/users/${ana.user.id}/reviews`).expect(200)).body).toEqual([
      { rating: 4, comment: null, authorName: 'Beto', createdAt: expect.any(String) },
    ]);
    expect(await figures(beto.user.id)).toEqual({ rating_avg: 500, rating_count: 1 });
    expect(await figures(ana.user.id)).toEqual({ rating_avg: 400, rating_count: 1 });

    // A second meeting, both sides at once: both published, Beto's average is 4.5.
    const second = await meetingOf(beto, ana);
    await Promise.all([
      ana.agent.post('/api/reviews').send({ meetingId: second, rating: 4 }).expect(201),
      beto.agent.post('/api/reviews').send({ meetingId: second, rating: 3 }).expect(201),
    ]);
    expect(await figures(beto.user.id)).toEqual({ rating_avg: 450, rating_count: 2 });
    expect(await figures(ana.user.id)).toEqual({ rating_avg: 350, rating_count: 2 });
  });

  it('should publish a one-sided review once the blind period is over, by a job', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const meetingId = await meetingOf(ana, beto);
    const sent = Date.now();
    await ana.agent.post('/api/reviews').send({ meetingId, rating: 2 }).expect(201);
    expect((await beto.agent.get(`/api/users/${beto.user.id}/reviews`).expect(200)).body).toEqual([]);
    await eventually(async () => {
      expect((await beto.agent.get(`/api/users/${beto.user.id}/reviews`).expect(200)).body).toHaveLength(1);
    }, 15_000);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(BLIND_S * 1000);
    expect(await figures(beto.user.id)).toEqual({ rating_avg: 200, rating_count: 1 });
  });

  it('should let an institution and the professional it awarded review each other, and nobody else', async () => {
    const inst = await validatedInstitution(t, 'Hogar Los Aromos');
    const pro = await validatedProfessional(t, 'Camila Rojas');
    const other = await validatedProfessional(t, 'Pedro Pérez');
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const { body: application } = await pro.agent
      .post('/api/applications')
      .send({ jobOfferId: offerId, coverLetter })
      .expect(201);
    expect(
      (await inst.agent.post('/api/reviews').send({ applicationId: application.id, rating: 5 }).expect(403)).body
        .message,
    ).toBe(REVIEW_MSG.notYet);
    await inst.agent.post(`/api/applications/${application.id}/award`).expect(200);
    await other.agent.post('/api/reviews').send({ applicationId: application.id, rating: 1 }).expect(403);
    expect((await pro.agent.get('/api/reviews/pending').expect(200)).body).toEqual([
      { meetingId: null, applicationId: application.id, revieweeId: inst.user.id, revieweeName: 'Hogar Los Aromos' },
    ]);
    await inst.agent
      .post('/api/reviews')
      .send({ applicationId: application.id, rating: 5, comment: 'Excelente' })
      .expect(201);
    await pro.agent.post('/api/reviews').send({ applicationId: application.id, rating: 4 }).expect(201);
    const [card] = (await inst.agent.get('/api/professional-profiles').expect(200)).body.filter(
      (p: { id: string }) => p.id === pro.user.id,
    );
    expect(card).toMatchObject({ ratingAvg: 500, ratingCount: 1 });
  });
});
