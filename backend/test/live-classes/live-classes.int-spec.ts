import { LIVE_CLASS_MSG } from '@conectando/contracts';
import { countRows, PASSWORD } from '../support/factories';
import { appWithMailbox } from '../support/app-with-mailbox';
import { eventually } from '../support/sockets';
import {
  ahead,
  classBody,
  DAY,
  feed,
  HOUR,
  mailsTo,
  mentor,
  MIN,
  newClass,
  parsedMails,
  person,
} from './live-class-fixtures';

describe('live classes: scheduling, changes and reviews', () => {
  const { t, smtp } = appWithMailbox({}, { redis: true });

  describe('POST /api/live-classes', () => {
    it('should let only a mentor schedule, answering each broken rule in Spanish and creating nothing', async () => {
      const marta = await mentor(t);
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '  ' }, LIVE_CLASS_MSG.titleRequired],
        [{ title: 'x'.repeat(121) }, LIVE_CLASS_MSG.titleTooLong],
        [{ skillName: '' }, LIVE_CLASS_MSG.skillRequired],
        [{ skillName: 'Paracaidismo' }, LIVE_CLASS_MSG.skillUnknown],
        [{ description: '' }, LIVE_CLASS_MSG.descriptionRequired],
        [{ description: 'x'.repeat(2001) }, LIVE_CLASS_MSG.descriptionTooLong],
        [{ startsAt: 'mañana' }, LIVE_CLASS_MSG.startInvalid],
        [{ startsAt: '2026-12-20T16:00:00' }, LIVE_CLASS_MSG.startInvalid],
        [{ startsAt: ahead(119 * MIN) }, LIVE_CLASS_MSG.startTooSoon],
        [{ startsAt: ahead(61 * DAY) }, LIVE_CLASS_MSG.startTooFar],
        [{ startsAt: ahead(50 * DAY), weeks: 3 }, LIVE_CLASS_MSG.lastWeekTooFar],
        [{ durationMinutes: 29 }, LIVE_CLASS_MSG.durationInvalid],
        [{ durationMinutes: 91 }, LIVE_CLASS_MSG.durationInvalid],
        [{ capacity: 1 }, LIVE_CLASS_MSG.capacityInvalid],
        [{ capacity: 9 }, LIVE_CLASS_MSG.capacityInvalid],
        [{ weeks: 9 }, LIVE_CLASS_MSG.weeksInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await marta.agent.post('/api/live-classes').send(classBody(body)).expect(400);
        expect({ body, message: res.body.message }).toEqual({ body, message });
      }
      const learner = await person(t, 'Luis');
      expect((await learner.agent.post('/api/live-classes').send(classBody()).expect(403)).body.message).toBe(
        LIVE_CLASS_MSG.mentorOnly,
      );
      expect(await countRows(t, 'live_classes')).toBe(0);

      const body = classBody({ durationMinutes: 30, capacity: 2, startsAt: ahead(2 * HOUR + MIN) });
      const { body: created } = await marta.agent.post('/api/live-classes').send(body).expect(201);
      expect(created.classes).toHaveLength(1);
      expect(created.classes[0]).toMatchObject({
        title: body.title,
        skillName: 'Tejido',
        mentor: { id: marta.user.id, name: 'Marta' },
        startsAt: body.startsAt,
        capacity: 2,
        seatsLeft: 2,
        status: 'scheduled',
        myStatus: null,
        isMentor: true,
      });
    });

    it('should repeat a class weekly at the same Chile time, all dates in one go', async () => {
      const marta = await mentor(t);
      // 16:00 in Santiago, eight Thursdays: the instants keep the wall-clock time whatever the offset.
      const { body } = await marta.agent
        .post('/api/live-classes')
        .send(classBody({ startsAt: ahead(3 * HOUR), weeks: 8 }))
        .expect(201);
      const starts: string[] = body.classes.map((c: { startsAt: string }) => c.startsAt);
      expect(starts).toHaveLength(8);
      const chileTime = (iso: string) =>
        new Intl.DateTimeFormat('es-CL', {
          timeZone: 'America/Santiago',
          weekday: 'long',
          hour: '2-digit',
          minute: '2-digit',
        }).format(new Date(iso));
      expect(new Set(starts.map(chileTime)).size).toBe(1);
      for (let i = 1; i < 8; i++) {
        const gap = Date.parse(starts[i]) - Date.parse(starts[i - 1]);
        expect([7 * DAY - HOUR, 7 * DAY, 7 * DAY + HOUR]).toContain(gap);
      }
      expect(await countRows(t, 'live_classes')).toBe(8);
    });
  });

  describe('GET /api/live-classes', () => {
    it('should list upcoming classes by skill and date with seats left, and hide cancelled and ended ones', async () => {
      const marta = await mentor(t);
      const pedro = await mentor(t, 'Pedro');
      const luis = await person(t, 'Luis');
      const knit = await newClass(marta, { capacity: 3 });
      const later = await newClass(marta, { startsAt: ahead(5 * DAY) });
      const bread = await newClass(pedro, { skillName: 'Pan amasado', title: 'Pan amasado en casa' });
      const gone = await newClass(pedro);
      const ended = await newClass(pedro);
      await pedro.agent.post(`/api/live-classes/${gone.id}/cancel`).expect(200);
      await t.db.query(`UPDATE live_classes SET starts_at = now() - interval '2 hours' WHERE id = $1`, [ended.id]);
      await luis.agent.post(`/api/live-classes/${knit.id}/enrol`).expect(201);

      const list = async (q: string) =>
        (await luis.agent.get(`/api/live-classes${q}`).expect(200)).body as {
          id: string;
          seatsLeft: number;
          myStatus: string | null;
        }[];
      expect((await list('')).map((c) => c.id)).toEqual([knit.id, bread.id, later.id]);
      expect(await list('?skill=Tejido')).toMatchObject([
        { id: knit.id, seatsLeft: 2, myStatus: 'enrolled' },
        { id: later.id, seatsLeft: 5, myStatus: null },
      ]);
      expect((await list(`?from=${encodeURIComponent(ahead(3 * DAY))}`)).map((c) => c.id)).toEqual([later.id]);
      expect((await luis.agent.get('/api/live-classes?skill=Paracaidismo').expect(400)).body.message).toBe(
        LIVE_CLASS_MSG.skillUnknown,
      );
      await luis.agent.get('/api/live-classes?from=ayer').expect(400);
      expect((await luis.agent.get('/api/live-classes/no-existe').expect(404)).body.message).toBe(
        LIVE_CLASS_MSG.notFound,
      );
    });
  });

  describe('PATCH and cancel', () => {
    it('should let only the mentor change it; a new time is a new invitation with the same UID and a higher SEQUENCE', async () => {
      const marta = await mentor(t);
      const [luis, rosa, ana] = [await person(t, 'Luis'), await person(t, 'Rosa'), await person(t, 'Ana')];
      const c = await newClass(marta, { capacity: 2 });
      for (const p of [luis, rosa, ana]) await p.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
      const ours = () => parsedMails(mailsTo(smtp.mails, luis, rosa, ana));
      await eventually(async () => expect((await ours()).filter((m) => m.ics)).toHaveLength(2));
      const [first] = (await ours()).filter((m) => m.to.includes(luis.email));
      expect(first.subject).toBe('Tienes cupo en «Tejido a palillo para principiantes»');
      expect(first.ics).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', start: c.startsAt, sequence: 0 });
      smtp.mails.length = 0;

      expect(
        (await luis.agent.patch(`/api/live-classes/${c.id}`).send({ title: 'Otro' }).expect(403)).body.message,
      ).toBe(LIVE_CLASS_MSG.notYours);
      await luis.agent.post(`/api/live-classes/${c.id}/cancel`).expect(403);
      expect((await marta.agent.patch(`/api/live-classes/${c.id}`).send({}).expect(400)).body.message).toBe(
        LIVE_CLASS_MSG.nothingToChange,
      );
      expect(
        (
          await marta.agent
            .patch(`/api/live-classes/${c.id}`)
            .send({ startsAt: ahead(HOUR) })
            .expect(400)
        ).body.message,
      ).toBe(LIVE_CLASS_MSG.startTooSoon);

      const moved = ahead(50 * HOUR);
      const { body } = await marta.agent.patch(`/api/live-classes/${c.id}`).send({ startsAt: moved }).expect(200);
      expect(body).toMatchObject({ startsAt: moved, version: 1 });
      // The two with a seat get the updated invitation; the one in line is told without one.
      await eventually(async () => expect(await ours()).toHaveLength(3));
      const mails = await ours();
      const luisMail = mails.find((m) => m.to.includes(luis.email))!;
      expect(luisMail.subject).toBe('Cambió el horario de «Tejido a palillo para principiantes»');
      expect(luisMail.ics).toMatchObject({ method: 'REQUEST', uid: first.ics!.uid, start: moved, sequence: 1 });
      expect(mails.find((m) => m.to.includes(ana.email))!.ics).toBeNull();
      for (const p of [luis, rosa, ana])
        await eventually(async () =>
          expect((await feed(p))[0]).toMatchObject({ type: 'live_class.updated', link: `/live-classes/${c.id}` }),
        );
      smtp.mails.length = 0;

      await marta.agent.post(`/api/live-classes/${c.id}/cancel`).expect(200);
      await eventually(async () => expect(await ours()).toHaveLength(3));
      const cancelled = (await ours()).find((m) => m.to.includes(rosa.email))!;
      expect(cancelled.subject).toBe('Marta canceló «Tejido a palillo para principiantes»');
      expect(cancelled.ics).toMatchObject({ method: 'CANCEL', uid: first.ics!.uid, status: 'CANCELLED', sequence: 2 });
      for (const p of [luis, rosa, ana])
        await eventually(async () => expect((await feed(p))[0]).toMatchObject({ type: 'live_class.cancelled' }));
      expect((await marta.agent.post(`/api/live-classes/${c.id}/cancel`).expect(409)).body.message).toBe(
        LIVE_CLASS_MSG.cancelled,
      );
      const other = await newClass(marta);
      await t.db.query(`UPDATE live_classes SET starts_at = now() - interval '1 minute' WHERE id = $1`, [other.id]);
      expect((await marta.agent.post(`/api/live-classes/${other.id}/cancel`).expect(409)).body.message).toBe(
        LIVE_CLASS_MSG.started,
      );
    });
  });

  describe('reviews and the mentor profile', () => {
    it('should let each participant rate an ended class once, public at once, and show the mentor’s average', async () => {
      const marta = await mentor(t);
      const [luis, rosa, ana] = [await person(t, 'Luis'), await person(t, 'Rosa'), await person(t, 'Ana')];
      const c = await newClass(marta);
      const upcoming = await newClass(marta, { title: 'Tejido, segunda parte', startsAt: ahead(3 * DAY) });
      await luis.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
      await rosa.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
      const review = (p: typeof luis, body: Record<string, unknown>) =>
        p.agent.post(`/api/live-classes/${c.id}/reviews`).send(body);
      expect((await review(luis, { rating: 5 }).expect(403)).body.message).toBe(LIVE_CLASS_MSG.reviewNotYet);
      await t.db.query(`UPDATE live_classes SET starts_at = now() - interval '2 hours' WHERE id = $1`, [c.id]);
      expect((await review(ana, { rating: 5 }).expect(403)).body.message).toBe(LIVE_CLASS_MSG.reviewNotParticipant);
      expect((await review(marta, { rating: 5 }).expect(403)).body.message).toBe(LIVE_CLASS_MSG.reviewNotParticipant);
      await review(luis, { rating: 6 }).expect(400);
      await review(luis, { rating: 3, comment: 'x'.repeat(1001) }).expect(400);
      expect((await luis.agent.get(`/api/live-classes/${c.id}`).expect(200)).body.canReview).toBe(true);
      await review(luis, { rating: 5, comment: '  Muy clara y paciente  ' }).expect(201);
      expect((await review(luis, { rating: 1 }).expect(409)).body.message).toBe(LIVE_CLASS_MSG.alreadyReviewed);
      await review(rosa, { rating: 4 }).expect(201);

      expect((await ana.agent.get(`/api/live-classes/${c.id}/reviews`).expect(200)).body).toMatchObject([
        { rating: 4, comment: null, authorName: 'Rosa' },
        { rating: 5, comment: 'Muy clara y paciente', authorName: 'Luis' },
      ]);
      const detail = (await luis.agent.get(`/api/live-classes/${c.id}`).expect(200)).body;
      expect(detail).toMatchObject({ canReview: false, rating: { average: 4.5, count: 2 } });
      const profile = (await ana.agent.get(`/api/live-classes/mentors/${marta.user.id}`).expect(200)).body;
      expect(profile).toMatchObject({ rating: { average: 4.5, count: 2 } });
      expect(profile.upcoming.map((x: { id: string }) => x.id)).toEqual([upcoming.id]);
    });
  });

  describe('personal data', () => {
    it('should export a mentor’s classes and, on erasure, cancel those to come and tell those with a seat', async () => {
      const marta = await mentor(t);
      const luis = await person(t, 'Luis');
      const c = await newClass(marta);
      await luis.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
      const exported = (await marta.agent.get('/api/me/export').expect(200)).body;
      expect(exported.parts.liveClasses.given).toEqual([expect.objectContaining({ id: c.id, status: 'scheduled' })]);
      expect((await luis.agent.get('/api/me/export').expect(200)).body.parts.liveClasses.seats).toEqual([
        expect.objectContaining({ classId: c.id, status: 'enrolled' }),
      ]);
      await marta.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
      expect((await luis.agent.get(`/api/live-classes/${c.id}`).expect(200)).body.status).toBe('cancelled');
      await eventually(async () => expect((await feed(luis))[0]).toMatchObject({ type: 'live_class.cancelled' }));
    });
  });
});
