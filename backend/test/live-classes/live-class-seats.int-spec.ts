import { LIVE_CLASS_MSG } from '@conectando/contracts';
import { LiveClassNotices } from '../../src/modules/live-classes/live-class-notices.service';
import { appWithMailbox } from '../support/app-with-mailbox';
import { LiveClassesListener } from '../../src/modules/live-classes/live-classes.listener';
import { connectSocket, eventually, nextEvent } from '../support/sockets';
import { ahead, feed, HOUR, mailsTo, mentor, newClass, parsedMails, Person, person } from './live-class-fixtures';

// The 2-hour reminder comes a few seconds after a class is scheduled 2 hours (and a little) ahead.
const NEAR_REMINDER_S = 2 * 3600;

describe('live classes: seats, the line, blocks and reminders', () => {
  const { t, smtp } = appWithMailbox(
    { LIVE_CLASS_REMINDERS_BEFORE_SECONDS: `86400,${NEAR_REMINDER_S}` },
    { redis: true, listen: true },
  );

  const enrol = (p: Person, id: string) => p.agent.post(`/api/live-classes/${id}/enrol`);
  const statusOf = async (p: Person, id: string) => {
    const { body } = await p.agent.get(`/api/live-classes/${id}`).expect(200);
    return { myStatus: body.myStatus, myPosition: body.myPosition, seatsLeft: body.seatsLeft };
  };

  it('should seat exactly 5 of 20 people pressing at the same instant, and line up the other 15 in order', async () => {
    const marta = await mentor(t);
    const c = await newClass(marta, { capacity: 5 });
    const people: Person[] = [];
    for (let i = 0; i < 20; i++) people.push(await person(t, `Persona ${i + 1}`));
    const answers = await Promise.all(people.map((p) => enrol(p, c.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const enrolled = answers.filter((a) => a.body.status === 'enrolled');
    const waiting = answers.filter((a) => a.body.status === 'waitlisted');
    expect(enrolled).toHaveLength(5);
    expect(waiting.map((a) => a.body.position as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const rows = await t.db.query<{ status: string; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM live_class_seats WHERE class_id = $1 GROUP BY status ORDER BY status`,
      [c.id],
    );
    expect(rows).toEqual([
      { status: 'enrolled', n: 5 },
      { status: 'waitlisted', n: 15 },
    ]);
    // Pressing again answers the same place and takes nothing more.
    const again = people[answers.findIndex((a) => a.body.position === 3)];
    expect((await enrol(again, c.id).expect(201)).body).toEqual({ status: 'waitlisted', position: 3 });
    expect(await statusOf(again, c.id)).toEqual({ myStatus: 'waitlisted', myPosition: 3, seatsLeft: 0 });
  });

  it('should hand a freed seat to the first in line at once, and tell them once by feed, push and email', async () => {
    const marta = await mentor(t);
    const [luis, rosa, ana, beto] = [
      await person(t, 'Luis'),
      await person(t, 'Rosa'),
      await person(t, 'Ana'),
      await person(t, 'Beto'),
    ];
    const c = await newClass(marta, { capacity: 2 });
    expect((await enrol(marta, c.id).expect(409)).body.message).toBe(LIVE_CLASS_MSG.ownClass);
    for (const p of [luis, rosa]) expect((await enrol(p, c.id).expect(201)).body).toEqual({ status: 'enrolled' });
    expect((await enrol(ana, c.id).expect(201)).body).toEqual({ status: 'waitlisted', position: 1 });
    expect((await enrol(beto, c.id).expect(201)).body).toEqual({ status: 'waitlisted', position: 2 });
    await eventually(async () => expect(mailsTo(smtp.mails, luis, rosa)).toHaveLength(2));
    smtp.mails.length = 0;

    const anaSocket = await connectSocket(t.url, ana.cookie);
    const live = nextEvent(anaSocket, 'notification:created');
    await rosa.agent.delete(`/api/live-classes/${c.id}/enrol`).expect(204);
    expect(await live).toMatchObject({ type: 'live_class.promoted' });
    anaSocket.close();
    expect(await statusOf(ana, c.id)).toEqual({ myStatus: 'enrolled', myPosition: null, seatsLeft: 0 });
    expect(await statusOf(beto, c.id)).toEqual({ myStatus: 'waitlisted', myPosition: 1, seatsLeft: 0 });
    expect(await statusOf(rosa, c.id)).toEqual({ myStatus: null, myPosition: null, seatsLeft: 0 });
    await eventually(async () =>
      expect((await feed(ana))[0]).toMatchObject({
        type: 'live_class.promoted',
        title: '¡Se liberó un cupo! Ya estás inscrito en «Tejido a palillo para principiantes»',
        link: `/live-classes/${c.id}`,
      }),
    );
    await eventually(async () => expect(mailsTo(smtp.mails, luis, rosa, ana, beto)).toHaveLength(1));
    const [mail] = await parsedMails(mailsTo(smtp.mails, luis, rosa, ana, beto));
    expect(mail.to).toEqual([ana.email]);
    expect(mail.ics).toMatchObject({ method: 'REQUEST', start: c.startsAt });
    const pushed = await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'live_class.promoted'`);
    // The event delivered again (a retried job) tells nobody twice.
    const [event] = await t.db.query<{ id: string; payload: object }[]>(
      `SELECT id::text, payload FROM outbox WHERE name = 'live_class.seat' AND payload->>'status' = 'promoted'`,
    );
    await t.app.get(LiveClassesListener).onSeat({
      id: event.id,
      name: 'live_class.seat',
      payload: event.payload as { classId: string; userId: string; status: 'promoted' },
      occurredAt: new Date().toISOString(),
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'live_class.promoted'`)).toEqual(
      pushed,
    );
    expect(pushed).toEqual([{ n: 1 }]);
    expect(mailsTo(smtp.mails, luis, rosa, ana, beto)).toHaveLength(1);

    // Leaving the line frees nothing; leaving twice is a 404.
    await beto.agent.delete(`/api/live-classes/${c.id}/enrol`).expect(204);
    expect((await beto.agent.delete(`/api/live-classes/${c.id}/enrol`).expect(404)).body.message).toBe(
      LIVE_CLASS_MSG.notEnrolled,
    );
  });

  it('should let nobody enrol in a started or cancelled class, nor across a block either way', async () => {
    const marta = await mentor(t);
    const [luis, rosa] = [await person(t, 'Luis'), await person(t, 'Rosa')];
    const started = await newClass(marta);
    await t.db.query(`UPDATE live_classes SET starts_at = now() - interval '1 minute' WHERE id = $1`, [started.id]);
    expect((await enrol(luis, started.id).expect(409)).body.message).toBe(LIVE_CLASS_MSG.started);
    const cancelled = await newClass(marta);
    await marta.agent.post(`/api/live-classes/${cancelled.id}/cancel`).expect(200);
    expect((await enrol(luis, cancelled.id).expect(409)).body.message).toBe(LIVE_CLASS_MSG.cancelled);

    const c = await newClass(marta);
    await luis.agent.post(`/api/users/${marta.user.id}/block`).expect(204);
    await marta.agent.post(`/api/users/${rosa.user.id}/block`).expect(204);
    for (const p of [luis, rosa]) {
      expect((await enrol(p, c.id).expect(403)).body.message).toBe(LIVE_CLASS_MSG.blocked);
      // Nor is the class shown to them.
      expect((await p.agent.get('/api/live-classes').expect(200)).body).toEqual([]);
      await p.agent.get(`/api/live-classes/${c.id}`).expect(404);
    }
    expect(await t.db.query(`SELECT count(*)::int AS n FROM live_class_seats`)).toEqual([{ n: 0 }]);
  });

  it('should remind the mentor and the seated once, and never for a cancelled or moved class', async () => {
    const marta = await mentor(t);
    const luis = await person(t, 'Luis');
    const soon = () => newClass(marta, { startsAt: ahead(2 * HOUR + 5000) });
    const kept = await soon();
    const cancelled = await soon();
    const moved = await soon();
    for (const c of [kept, cancelled, moved]) await enrol(luis, c.id).expect(201);
    await marta.agent.post(`/api/live-classes/${cancelled.id}/cancel`).expect(200);
    await marta.agent
      .patch(`/api/live-classes/${moved.id}`)
      .send({ startsAt: ahead(5 * HOUR) })
      .expect(200);
    const reminders = async (p: Person) => (await feed(p)).filter((n) => n.type === 'live_class.reminder');
    expect(await reminders(luis)).toEqual([]);

    await eventually(async () => {
      expect(await reminders(luis)).toHaveLength(1);
      expect(await reminders(marta)).toHaveLength(1);
    }, 20_000);
    expect((await reminders(luis))[0]).toMatchObject({
      title: 'Recordatorio: taller «Tejido a palillo para principiantes»',
      link: `/live-classes/${kept.id}`,
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await reminders(luis)).toHaveLength(1);
    expect(await t.db.query(`SELECT class_id FROM live_class_reminders`)).toEqual([{ class_id: kept.id }]);
    // Two workers running the same job: one sends.
    const notices = t.app.get(LiveClassNotices);
    await Promise.all(
      [1, 2].map(() => notices.remind({ classId: kept.id, version: 0, beforeSeconds: NEAR_REMINDER_S })),
    );
    expect(await reminders(luis)).toHaveLength(1);
  });
});
