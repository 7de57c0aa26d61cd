import { MARKET_MSG } from '@conectando/contracts';
import { professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';
import {
  approvedOffers,
  coverLetter,
  offerPayload,
  outboxEvents,
  setTokens,
  Signed,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

/** Awards and the live marketplace, through the real outbox → BullMQ → worker → socket path. */
describe('Awarding and live marketplace events', () => {
  const sockets: TestSocket[] = [];
  const connect = async (s: Signed) => {
    const socket = await connectSocket(t.url, s.cookie);
    sockets.push(socket);
    return socket;
  };
  const { t, smtp } = appWithMailbox({}, { redis: true, listen: true });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await settled(t);
  });

  it('should let exactly one of 20 parallel awards win: 19 × 409, one application.awarded, one alert, one email', async () => {
    const inst = await validatedInstitution(t, 'Hogar Los Aromos');
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pros: Signed[] = [];
    for (let i = 0; i < 20; i++) pros.push(await validatedProfessional(t, `Profesional ${i}`));
    const applications: string[] = [];
    for (const p of pros)
      applications.push(
        (await p.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)).body.id,
      );
    const alerts: { professional: number; payload: unknown }[] = [];
    const connected = await Promise.all(pros.map((p) => connect(p)));
    connected.forEach((s, i) => s.on('application:awarded', (payload) => alerts.push({ professional: i, payload })));
    const offerClosed = nextEvent(await connect(inst), 'offer:status-changed');

    const results = await Promise.all(applications.map((id) => inst.agent.post(`/api/applications/${id}/award`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MARKET_MSG.alreadyAwarded);
    const winner = statuses.indexOf(200);
    expect(results[winner].body).toMatchObject({ status: 'awarded', awardedAt: expect.any(String) });

    const rows = await t.db.query(
      `SELECT status, count(*)::int AS n FROM applications GROUP BY status ORDER BY status`,
    );
    expect(rows).toEqual([
      { status: 'awarded', n: 1 },
      { status: 'rejected', n: 19 },
    ]);
    expect((await t.db.query(`SELECT closed_reason FROM job_offers`))[0].closed_reason).toBe('awarded');
    expect(await outboxEvents(t, 'application.awarded')).toHaveLength(1);
    expect(await outboxEvents(t, 'application.rejected')).toHaveLength(19);

    await eventually(() => expect(alerts).toHaveLength(1));
    expect(await offerClosed).toMatchObject({
      offerId,
      status: 'approved',
      closedReason: 'awarded',
      closedAt: expect.any(String),
    });
    expect(alerts[0]).toEqual({
      professional: winner,
      payload: expect.objectContaining({
        applicationId: applications[winner],
        offerId,
        institutionName: 'Hogar Los Aromos',
        title: '¡Felicitaciones!',
        // Said once, by the title: the message does not start with it again.
        message: 'Te adjudicaron la oferta «Oferta de prueba número 1» de Hogar Los Aromos.',
      }),
    });
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0].to).toEqual([pros[winner].email]);
    expect(smtp.mails[0].raw).toMatch(/Felicitaciones/);
    const feed = await t.db.query(
      `SELECT user_id, type, title, body FROM notifications WHERE type = 'application.awarded'`,
    );
    expect(feed).toEqual([
      {
        user_id: pros[winner].user.id,
        type: 'application.awarded',
        title: '¡Felicitaciones! Te adjudicaron un trabajo',
        body: 'Te adjudicaron la oferta «Oferta de prueba número 1» de Hogar Los Aromos.',
      },
    ]);
    await eventually(async () =>
      expect(await t.db.query(`SELECT 1 FROM notifications WHERE type = 'application.rejected'`)).toHaveLength(19),
    );
    // Nothing more arrives late, and no applicant paid back (the offer did hire).
    await new Promise((r) => setTimeout(r, 500));
    expect(alerts).toHaveLength(1);
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind LIKE 'refund%'`)).toHaveLength(0);
  });

  describe('one award per offer: the partial unique index applications_one_award_per_offer', () => {
    /** An approved offer of `inst` with one application from each professional. */
    const offerWithApplications = async (inst: Signed, pros: Signed[]) => {
      const [offerId] = await approvedOffers(t, inst.user.id, 1);
      const ids: string[] = [];
      for (const p of pros)
        ids.push(
          (await p.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)).body.id,
        );
      return { offerId: offerId, ids };
    };

    it('should refuse a second awarded application of the same offer in the database itself', async () => {
      const inst = await validatedInstitution(t);
      const { ids } = await offerWithApplications(inst, [
        await validatedProfessional(t, 'Ana'),
        await validatedProfessional(t, 'Beto'),
      ]);
      await inst.agent.post(`/api/applications/${ids[0]}/award`).expect(200);
      await expect(
        t.db.query(`UPDATE applications SET status = 'awarded', awarded_at = now() WHERE id = $1`, [ids[1]]),
      ).rejects.toMatchObject({
        code: '23505',
        constraint: 'applications_one_award_per_offer',
      });
    });

    it('should answer 409 from the index, and change nothing, when the offer already has an awarded application', async () => {
      const inst = await validatedInstitution(t);
      const { offerId, ids } = await offerWithApplications(inst, [
        await validatedProfessional(t, 'Ana'),
        await validatedProfessional(t, 'Beto'),
      ]);
      // What a writer that skipped the offer lock would leave: one application awarded, the offer still open.
      await t.db.query(`UPDATE applications SET status = 'awarded', awarded_at = now() WHERE id = $1`, [ids[0]]);

      const res = await inst.agent.post(`/api/applications/${ids[1]}/award`).expect(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: MARKET_MSG.alreadyAwarded });
      const rows = await t.db.query(`SELECT id, status, awarded_at FROM applications ORDER BY status`);
      expect(rows).toEqual([
        { id: ids[0], status: 'awarded', awarded_at: expect.any(Date) },
        { id: ids[1], status: 'submitted', awarded_at: null },
      ]);
      expect((await t.db.query(`SELECT closed_at FROM job_offers WHERE id = $1`, [offerId]))[0].closed_at).toBeNull();
      expect(await outboxEvents(t, 'application.awarded')).toHaveLength(0);
      expect(await outboxEvents(t, 'application.rejected')).toHaveLength(0);
    });

    it('should give one 200 and one 409, never a 500 or a deadlock, when two applications of an offer are awarded at once, round after round', async () => {
      const inst = await validatedInstitution(t);
      const pros = [await validatedProfessional(t, 'Ana'), await validatedProfessional(t, 'Beto')];
      for (const p of pros) await setTokens(t, p.user.id, 20);
      for (let round = 0; round < 15; round++) {
        const { offerId, ids } = await offerWithApplications(inst, pros);
        const order = round % 2 === 0 ? ids : [...ids].reverse();
        const results = await Promise.all(order.map((id) => inst.agent.post(`/api/applications/${id}/award`)));
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(results.find((r) => r.status === 409)!.body.message).toBe(MARKET_MSG.alreadyAwarded);
        const winner = results.find((r) => r.status === 200)!.body.id;
        const rows = await t.db.query(`SELECT id, status FROM applications WHERE job_offer_id = $1 ORDER BY status`, [
          offerId,
        ]);
        expect(rows).toEqual([
          { id: winner, status: 'awarded' },
          { id: ids.find((id) => id !== winner), status: 'rejected' },
        ]);
      }
      expect(await outboxEvents(t, 'application.awarded')).toHaveLength(15);
    });
  });

  it("should answer 403 to an institution awarding on another institution's offer, and change nothing", async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const a = (await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)).body;
    const other = await validatedInstitution(t, 'Otro Hogar');
    expect((await other.agent.post(`/api/applications/${a.id}/award`).expect(403)).body.message).toBe(
      MARKET_MSG.notYourOffer,
    );
    await pro.agent.post(`/api/applications/${a.id}/award`).expect(403);
    expect((await t.db.query(`SELECT status FROM applications`))[0].status).toBe('submitted');
    expect(await outboxEvents(t, 'application.awarded')).toHaveLength(0);
  });

  it('should show the institution each new application live with the counts, and the applicant when it is read', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    const instSocket = await connect(inst);
    const proSocket = await connect(pro);
    const submitted = nextEvent(instSocket, 'application:submitted');
    const a = (await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201)).body;
    expect(await submitted).toEqual({
      offerId,
      applicationId: a.id,
      totalApplicationsCount: 1,
      unreadApplicationsCount: 1,
    });
    const read = nextEvent(proSocket, 'application:read');
    await inst.agent.patch(`/api/offers/${offerId}/applications/mark-read`).expect(200);
    expect(await read).toEqual({ offerId, applicationId: a.id, readAt: expect.any(String) });
    await eventually(async () =>
      expect(
        await t.db.query(`SELECT 1 FROM notifications WHERE type = 'application.submitted' AND user_id = $1`, [
          inst.user.id,
        ]),
      ).toHaveLength(1),
    );
  });

  it('should update the admins live when an offer is submitted, and tell the institution the review result with its reason', async () => {
    const inst = await validatedInstitution(t);
    const admin = await signedInAdmin(t);
    const adminSocket = await connect(admin);
    const instSocket = await connect(inst);
    const counts = nextEvent(adminSocket, 'admin:pending-counts');
    const offer = (await inst.agent.post('/api/offers').send(offerPayload()).expect(201)).body;
    expect(await counts).toEqual({ users: 0, offers: 1, reports: 0, help: 0 });
    const status = nextEvent(instSocket, 'offer:status-changed');
    const notified = nextEvent(instSocket, 'notification:created');
    const after = nextEvent(adminSocket, 'admin:pending-counts');
    await admin.agent
      .patch(`/api/offers/${offer.id}/status`)
      .send({ status: 'rejected', rejectionReason: 'Falta el horario' })
      .expect(200);
    expect(await status).toMatchObject({ offerId: offer.id, status: 'rejected', rejectionReason: 'Falta el horario' });
    expect(await notified).toMatchObject({ type: 'offer.rejected', body: expect.stringContaining('Falta el horario') });
    expect(await after).toEqual({ users: 0, offers: 0, reports: 0, help: 0 });
  });

  it('should update the admins live when a professional registers and is validated', async () => {
    const admin = await signedInAdmin(t);
    const adminSocket = await connect(admin);
    const queue = nextEvent(adminSocket, 'admin:queue-changed');
    const counts = nextEvent(adminSocket, 'admin:pending-counts');
    const pro = await signedUp(t, professionalPayload());
    expect(await queue).toEqual({ queue: 'users' });
    expect(await counts).toEqual({ users: 1, offers: 0, reports: 0, help: 0 });
    const after = nextEvent(adminSocket, 'admin:pending-counts');
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    expect(await after).toEqual({ users: 0, offers: 0, reports: 0, help: 0 });
  });

  it('should tell applicants live when the offer closes without award, with their token back', async () => {
    const inst = await validatedInstitution(t);
    const [offerId] = await approvedOffers(t, inst.user.id, 1);
    const pro = await validatedProfessional(t);
    await pro.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter }).expect(201);
    const socket = await connect(pro);
    const rejected = nextEvent(socket, 'application:rejected');
    const tokens = nextEvent(socket, 'tokens:changed');
    await inst.agent.post(`/api/offers/${offerId}/close`).expect(200);
    expect(await rejected).toMatchObject({ offerId, reason: 'offer_closed', refunded: true });
    expect(await tokens).toEqual({ available: 3 });
    await eventually(async () =>
      expect(await t.db.query(`SELECT 1 FROM notifications WHERE type = 'tokens.refunded'`)).toHaveLength(1),
    );
  });
});
