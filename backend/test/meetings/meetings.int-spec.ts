import { createHmac } from 'node:crypto';
import ICAL from 'ical.js';
import { MEETING_MSG } from '@conectando/contracts';
import { MeetingNotices } from '../../src/modules/meetings/meeting-notices.service';
import { countRows, personaPayload, signedUp } from '../support/factories';
import { appWithMailbox } from '../support/app-with-mailbox';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';

const TURN_SECRET = 'turn-secret-de-prueba';
// The 15-minute reminder, brought down to a few seconds after a meeting five minutes ahead is confirmed.
const NEAR_REMINDER_S = 297;
const MIN = 60_000;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();

type Person = Awaited<ReturnType<typeof signedUp>>;

describe('meetings', () => {
  const sockets: TestSocket[] = [];
  const { t, smtp } = appWithMailbox(
    {
      TURN_SECRET,
      TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp',
      MEETING_REMINDERS_BEFORE_SECONDS: `86400,${NEAR_REMINDER_S}`,
    },
    { redis: true, listen: true },
  );
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  async function twoPeople() {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    return { ana, beto };
  }

  const propose = (from: Person, to: Person, body: Record<string, unknown> = {}) =>
    from.agent
      .post('/api/meetings')
      .send({ inviteeId: to.user.id, slots: [ahead(60 * MIN)], durationMinutes: 30, ...body });

  const socketOf = async (p: Person) => {
    const s = await connectSocket(t.url, p.cookie);
    sockets.push(s);
    return s;
  };

  /** The meeting:changed that says `status` (earlier changes' pushes may still be on their way). */
  const changedTo = (s: TestSocket, status: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no meeting:changed to ${status}`)), 5000);
      const on = (e: { id: string; status: string }) => {
        if (e.status !== status) return;
        clearTimeout(timer);
        s.off('meeting:changed', on);
        resolve(e);
      };
      s.on('meeting:changed', on);
    });

  const feed = async (p: Person) =>
    (await p.agent.get('/api/notifications').expect(200)).body.items as { type: string; title: string; link: string }[];

  describe('POST /api/meetings', () => {
    it('should propose one to three future slots and answer in Spanish when a rule is broken, creating nothing', async () => {
      const { ana, beto } = await twoPeople();
      const cases: [Record<string, unknown>, string][] = [
        [{ inviteeId: ana.user.id }, MEETING_MSG.notYourself],
        [{ slots: [] }, MEETING_MSG.slotsRequired],
        [{ slots: [ahead(60 * MIN), ahead(61 * MIN), ahead(62 * MIN), ahead(63 * MIN)] }, MEETING_MSG.slotsRequired],
        [{ slots: [ahead(2 * MIN)] }, MEETING_MSG.slotTooSoon],
        [{ slots: [ahead(61 * 24 * 60 * MIN)] }, MEETING_MSG.slotTooFar],
        [{ slots: ['2026-12-08T16:30:00'] }, MEETING_MSG.slotInvalid],
        [{ slots: ['mañana'] }, MEETING_MSG.slotInvalid],
        [{ durationMinutes: 20 }, MEETING_MSG.durationInvalid],
        [{ topic: 'x'.repeat(201) }, MEETING_MSG.topicTooLong],
      ];
      for (const [body, message] of cases) {
        const res = await propose(ana, beto, body).expect(400);
        expect(res.body.message).toBe(message);
      }
      // Nor with someone who blocked them.
      const carla = await signedUp(t, personaPayload({ name: 'Carla' }));
      await carla.agent.post(`/api/users/${ana.user.id}/block`).expect(204);
      expect((await propose(ana, carla).expect(403)).body.message).toBe(MEETING_MSG.blocked);
      expect(await countRows(t, 'meetings')).toBe(0);

      const slots = [ahead(26 * 60 * MIN), ahead(25 * 60 * MIN)];
      const res = await propose(ana, beto, { slots, topic: 'Aprender a usar WhatsApp' }).expect(201);
      expect(res.body).toMatchObject({
        status: 'proposed',
        organizer: { id: ana.user.id, name: 'Ana' },
        invitee: { id: beto.user.id, name: 'Beto' },
        slots: [slots[1], slots[0]],
        durationMinutes: 30,
        topic: 'Aprender a usar WhatsApp',
        startsAt: null,
      });
    });

    it('should show a meeting to its two participants only, upcoming first and the rest under ?scope=past', async () => {
      const { ana, beto } = await twoPeople();
      const carla = await signedUp(t, personaPayload({ name: 'Carla' }));
      const { body: m } = await propose(ana, beto).expect(201);
      await ana.agent.get(`/api/meetings/${m.id}`).expect(200);
      await beto.agent.get(`/api/meetings/${m.id}`).expect(200);
      expect((await carla.agent.get(`/api/meetings/${m.id}`).expect(404)).body.message).toBe(MEETING_MSG.notFound);
      await carla.agent.post(`/api/meetings/${m.id}/cancel`).expect(404);
      await carla.agent.get(`/api/meetings/${m.id}/calendar.ics`).expect(404);
      await carla.agent.get(`/api/meetings/${m.id}/ice`).expect(404);
      expect((await carla.agent.get('/api/meetings').expect(200)).body).toEqual([]);
      expect((await beto.agent.get('/api/meetings').expect(200)).body.map((x: { id: string }) => x.id)).toEqual([m.id]);
      await beto.agent.post(`/api/meetings/${m.id}/decline`).expect(200);
      expect((await beto.agent.get('/api/meetings').expect(200)).body).toEqual([]);
      expect((await beto.agent.get('/api/meetings?scope=past').expect(200)).body).toMatchObject([
        { id: m.id, status: 'declined' },
      ]);
      await beto.agent.get('/api/meetings?scope=todas').expect(400);
    });
  });

  describe('accept, decline, cancel, reschedule', () => {
    it('should tell the other person live, in the feed and by email with the .ics, at every change', async () => {
      const { ana, beto } = await twoPeople();
      const [sa, sb] = await Promise.all([socketOf(ana), socketOf(beto)]);

      let heard: Promise<unknown> = changedTo(sb, 'proposed');
      const slots = [ahead(48 * 60 * MIN), ahead(72 * 60 * MIN)];
      const { body: m } = await propose(ana, beto, { slots }).expect(201);
      expect(await heard).toEqual({ id: m.id, status: 'proposed' });
      await eventually(async () =>
        expect((await feed(beto))[0]).toMatchObject({
          type: 'meeting.proposed',
          title: 'Ana te invita a una reunión',
          link: `/reunion/${m.id}`,
        }),
      );

      // Only the one who did not propose answers, and only with a proposed slot.
      expect(
        (await ana.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: slots[0] }).expect(403)).body.message,
      ).toBe(MEETING_MSG.notYourTurn);
      expect(
        (
          await beto.agent
            .post(`/api/meetings/${m.id}/accept`)
            .send({ slot: ahead(49 * 60 * MIN) })
            .expect(400)
        ).body.message,
      ).toBe(MEETING_MSG.slotNotProposed);

      heard = changedTo(sa, 'confirmed');
      const accepted = await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: slots[1] }).expect(200);
      expect(accepted.body).toMatchObject({ status: 'confirmed', startsAt: slots[1], slots: [] });
      expect(await heard).toEqual({ id: m.id, status: 'confirmed' });
      await eventually(async () =>
        expect((await feed(ana))[0]).toMatchObject({ type: 'meeting.confirmed', title: 'Beto aceptó la reunión' }),
      );
      // Both get the confirmation, with the meeting as a calendar attachment.
      const { simpleParser } = await import('mailparser');
      const confirmations = async () =>
        (await Promise.all(smtp.mails.map(async (x) => ({ to: x.to, mail: await simpleParser(x.raw) })))).filter((x) =>
          x.mail.subject?.startsWith('Reunión confirmada'),
        );
      await eventually(async () => expect(await confirmations()).toHaveLength(2));
      const confirmation = (await confirmations()).find((x) => x.to.includes(ana.email))!.mail;
      expect(confirmation.subject).toBe('Reunión confirmada con Beto');
      const ics = confirmation.attachments.find((a) => a.filename === 'reunion.ics');
      expect(ics).toBeDefined();
      const fromMail = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics!.content.toString())).getFirstSubcomponent('vevent')!,
      );
      expect(fromMail.startDate.toJSDate().toISOString()).toBe(slots[1]);

      // Either may propose another time: back to proposed, for the other one to accept.
      heard = changedTo(sb, 'proposed');
      const newSlot = ahead(96 * 60 * MIN);
      await ana.agent
        .post(`/api/meetings/${m.id}/reschedule`)
        .send({ slots: [newSlot] })
        .expect(200);
      expect(await heard).toEqual({ id: m.id, status: 'proposed' });
      await eventually(async () =>
        expect((await feed(beto))[0]).toMatchObject({ type: 'meeting.rescheduled', title: 'Ana propone otro horario' }),
      );
      await ana.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: newSlot }).expect(403);
      await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: newSlot }).expect(200);

      heard = changedTo(sa, 'cancelled');
      await beto.agent.post(`/api/meetings/${m.id}/cancel`).expect(200);
      expect(await heard).toEqual({ id: m.id, status: 'cancelled' });
      await eventually(async () =>
        expect((await feed(ana))[0]).toMatchObject({ type: 'meeting.cancelled', title: 'Beto canceló la reunión' }),
      );
      expect((await ana.agent.post(`/api/meetings/${m.id}/cancel`).expect(409)).body.message).toBe(
        MEETING_MSG.alreadyClosed,
      );
      expect(
        (
          await ana.agent
            .post(`/api/meetings/${m.id}/reschedule`)
            .send({ slots: [newSlot] })
            .expect(409)
        ).body.message,
      ).toBe(MEETING_MSG.alreadyClosed);
    });

    it('should let the invitee decline, and nobody change a meeting that has started', async () => {
      const { ana, beto } = await twoPeople();
      const sa = await socketOf(ana);
      const { body: m } = await propose(ana, beto).expect(201);
      const heard = changedTo(sa, 'declined');
      await beto.agent.post(`/api/meetings/${m.id}/decline`).expect(200);
      expect(await heard).toEqual({ id: m.id, status: 'declined' });
      await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: m.slots[0] }).expect(409);

      const { body: started } = await propose(ana, beto).expect(201);
      await beto.agent.post(`/api/meetings/${started.id}/accept`).send({ slot: started.slots[0] }).expect(200);
      await t.db.query(`UPDATE meetings SET starts_at = now() - interval '1 minute' WHERE id = $1`, [started.id]);
      expect((await ana.agent.post(`/api/meetings/${started.id}/cancel`).expect(409)).body.message).toBe(
        MEETING_MSG.alreadyStarted,
      );
    });
  });

  describe('GET /api/meetings/:id/calendar.ics', () => {
    it('should keep one UID, raise SEQUENCE at every change and say CANCELLED once cancelled', async () => {
      const { ana, beto } = await twoPeople();
      const slot = ahead(50 * 60 * MIN);
      const { body: m } = await propose(ana, beto, { slots: [slot], topic: 'Recetas de la abuela' }).expect(201);
      const read = async (who: Person) => {
        const res = await who.agent
          .get(`/api/meetings/${m.id}/calendar.ics`)
          .buffer(true)
          .parse((r, cb) => {
            let text = '';
            r.on('data', (c: Buffer) => (text += c.toString()));
            r.on('end', () => cb(null, text));
          })
          .expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/calendar/);
        const vevent = new ICAL.Component(ICAL.parse(res.body as string)).getFirstSubcomponent('vevent')!;
        return {
          uid: vevent.getFirstPropertyValue('uid'),
          sequence: Number(vevent.getFirstPropertyValue('sequence')),
          status: vevent.getFirstPropertyValue('status'),
          summary: String(vevent.getFirstPropertyValue('summary')),
          description: String(vevent.getFirstPropertyValue('description')),
          start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
          end: (vevent.getFirstPropertyValue('dtend') as ICAL.Time | null)?.toJSDate().toISOString(),
          duration: vevent.getFirstPropertyValue('duration')?.toString(),
        };
      };
      const proposed = await read(ana);
      await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot }).expect(200);
      const confirmed = await read(beto);
      expect(confirmed).toMatchObject({
        uid: proposed.uid,
        status: 'CONFIRMED',
        start: slot,
        summary: 'Reunión de Ana y Beto',
      });
      expect(confirmed.sequence).toBeGreaterThan(proposed.sequence);
      expect(confirmed.end ?? confirmed.duration).toBeDefined();
      if (confirmed.end) expect(Date.parse(confirmed.end) - Date.parse(slot)).toBe(30 * MIN);
      expect(confirmed.description).toContain('Recetas de la abuela');
      expect(confirmed.description).toContain(`/reunion/${m.id}`);
      await ana.agent.post(`/api/meetings/${m.id}/cancel`).expect(200);
      const cancelled = await read(ana);
      expect(cancelled).toMatchObject({ uid: proposed.uid, status: 'CANCELLED' });
      expect(cancelled.sequence).toBeGreaterThan(confirmed.sequence);
    });
  });

  describe('reminders', () => {
    it('should remind both people once at the set time, and never for a cancelled or rescheduled time', async () => {
      const { ana, beto } = await twoPeople();
      const lead = 5 * MIN + 4000;
      const reminders = async (p: Person) => (await feed(p)).filter((n) => n.type === 'meeting.reminder');
      const confirmedAt = async () => {
        const { body: m } = await propose(ana, beto, { slots: [ahead(lead)] }).expect(201);
        await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: m.slots[0] }).expect(200);
        return m as { id: string; slots: string[] };
      };
      const kept = await confirmedAt();
      const cancelled = await confirmedAt();
      const moved = await confirmedAt();
      await ana.agent.post(`/api/meetings/${cancelled.id}/cancel`).expect(200);
      await ana.agent
        .post(`/api/meetings/${moved.id}/reschedule`)
        .send({ slots: [ahead(lead + 40 * MIN)] })
        .expect(200);
      const due = Date.parse(kept.slots[0]) - NEAR_REMINDER_S * 1000;
      expect(Date.now()).toBeLessThan(due);
      expect(await reminders(ana)).toEqual([]);

      await eventually(async () => {
        expect(await reminders(ana)).toHaveLength(1);
        expect(await reminders(beto)).toHaveLength(1);
      }, 15_000);
      expect(Date.now()).toBeGreaterThanOrEqual(due);
      const [reminder] = await reminders(beto);
      expect(reminder).toMatchObject({ title: 'Recordatorio: reunión con Ana', link: `/reunion/${kept.id}` });
      // The cancelled and moved meetings were due at the same time: they stay silent.
      await new Promise((r) => setTimeout(r, 1000));
      expect(await reminders(ana)).toHaveLength(1);
      const rows = await t.db.query(`SELECT meeting_id FROM meeting_reminders`);
      expect(rows).toEqual([{ meeting_id: kept.id }]);

      // Two workers picking the same job: one sends.
      const { version } = (await t.db.query(`SELECT version FROM meetings WHERE id = $1`, [kept.id]))[0];
      const notices = t.app.get(MeetingNotices);
      await Promise.all(
        [1, 2].map(() => notices.remind({ meetingId: kept.id, version, beforeSeconds: NEAR_REMINDER_S })),
      );
      expect(await reminders(ana)).toHaveLength(1);
    });
  });

  describe('meeting:signal and GET /api/meetings/:id/ice', () => {
    const signal = (s: TestSocket, meetingId: string, data: unknown) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) =>
        s.emit('meeting:signal', { meetingId, data }, resolve),
      );

    it('should relay between the two participants only while the call is open', async () => {
      const { ana, beto } = await twoPeople();
      const carla = await signedUp(t, personaPayload({ name: 'Carla' }));
      const [sa, sb, sc] = await Promise.all([socketOf(ana), socketOf(beto), socketOf(carla)]);
      const { body: m } = await propose(ana, beto, { slots: [ahead(5 * MIN + 5000)] }).expect(201);
      // Not confirmed yet: closed.
      expect(await signal(sa, m.id, { type: 'offer', sdp: 'v=0' })).toEqual({
        ok: false,
        message: MEETING_MSG.callClosed,
      });
      await beto.agent.post(`/api/meetings/${m.id}/accept`).send({ slot: m.slots[0] }).expect(200);

      const relayed = nextEvent(sb, 'meeting:signal');
      let carlaHeard = false;
      sc.on('meeting:signal', () => (carlaHeard = true));
      expect(await signal(sa, m.id, { type: 'offer', sdp: 'v=0' })).toMatchObject({ ok: true });
      expect(await relayed).toEqual({ meetingId: m.id, fromUserId: ana.user.id, data: { type: 'offer', sdp: 'v=0' } });
      expect(await signal(sc, m.id, { type: 'offer', sdp: 'v=0' })).toEqual({
        ok: false,
        message: MEETING_MSG.notFound,
      });
      expect(await signal(sa, m.id, 'texto')).toEqual({ ok: false, message: MEETING_MSG.signalInvalid });
      await new Promise((r) => setTimeout(r, 200));
      expect(carlaHeard).toBe(false);

      // More than 10 minutes ahead, and more than 2 hours after the start: closed.
      await t.db.query(`UPDATE meetings SET starts_at = now() + interval '11 minutes' WHERE id = $1`, [m.id]);
      expect(await signal(sb, m.id, { candidate: 'x' })).toEqual({ ok: false, message: MEETING_MSG.callClosed });
      await t.db.query(`UPDATE meetings SET starts_at = now() - interval '121 minutes' WHERE id = $1`, [m.id]);
      expect(await signal(sb, m.id, { candidate: 'x' })).toEqual({ ok: false, message: MEETING_MSG.callClosed });
      await t.db.query(`UPDATE meetings SET starts_at = now() - interval '119 minutes' WHERE id = $1`, [m.id]);
      expect(await signal(sb, m.id, { candidate: 'x' })).toMatchObject({ ok: true });
    });

    it('should hand out the STUN servers and TURN credentials that coturn verifies with its secret', async () => {
      const { ana, beto } = await twoPeople();
      const { body: m } = await propose(ana, beto).expect(201);
      const before = Math.floor(Date.now() / 1000);
      const { body } = await beto.agent.get(`/api/meetings/${m.id}/ice`).expect(200);
      expect(body.iceServers[0]).toEqual({ urls: 'stun:stun.l.google.com:19302' });
      expect(body.iceTransportPolicy).toBe('all');
      const turn = body.iceServers.at(-1) as { urls: string[]; username: string; credential: string };
      expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp']);
      const [expiry, userId] = turn.username.split(':');
      expect(userId).toBe(beto.user.id);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + 4 * 3600);
      expect(Number(expiry)).toBeLessThanOrEqual(before + 4 * 3600 + 5);
      expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
    });
  });
});
