import { LIVE_CLASS_MSG } from '@conectando/contracts';
import { startJanus, type JanusTestServer } from '../support/janus-server';
import { createTestApp, TestApp } from '../support/test-app';
import { mentor, MIN, newClass, person } from './live-class-fixtures';

// 'Entrar al taller' against a real Janus: who gets an admission, when, and what it holds.
describe('GET /api/live-classes/:id/join', () => {
  let t: TestApp;
  let janus: JanusTestServer;
  beforeAll(async () => {
    janus = await startJanus();
    t = await createTestApp({ ...janus.env, JANUS_PUBLIC_URL: '/janus' });
  }, 60_000);
  beforeEach(() => t.reset());
  afterAll(async () => {
    await t.close();
    await janus.stop();
  });

  const startIn = (id: string, minutes: number) =>
    t.db.query(`UPDATE live_classes SET starts_at = now() + make_interval(mins => $2) WHERE id = $1`, [id, minutes]);

  it('should admit the mentor and those with a seat, only in the window, to that class’s room alone', async () => {
    const marta = await mentor(t);
    const [luis, rosa, ana, carla] = [
      await person(t, 'Luis'),
      await person(t, 'Rosa'),
      await person(t, 'Ana'),
      await person(t, 'Carla'),
    ];
    const c = await newClass(marta, { capacity: 2, durationMinutes: 45 });
    for (const p of [luis, rosa, ana]) await p.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
    const join = (p: typeof luis) => p.agent.get(`/api/live-classes/${c.id}/join`);

    // Ana waits in line and Carla has nothing: neither enters, whenever it is.
    await startIn(c.id, 5);
    for (const p of [ana, carla]) expect((await join(p).expect(403)).body.message).toBe(LIVE_CLASS_MSG.joinForbidden);
    await t.agent().get(`/api/live-classes/${c.id}/join`).expect(401);

    const { body: learner } = await join(luis).expect(200);
    const end = new Date(Date.now() + 50 * MIN);
    expect(learner).toMatchObject({
      janusUrl: '/janus',
      room: `class-${c.id}`,
      feedId: luis.user.id,
      hostFeedId: 'mentor',
      displayName: 'Luis',
      role: 'participant',
    });
    expect(typeof learner.token).toBe('string');
    expect(typeof learner.pass).toBe('string');
    // The admission ends with the class (45 minutes after a start 5 minutes ahead).
    expect(Math.abs(Date.parse(learner.expiresAt) - end.getTime())).toBeLessThan(5000);
    const { body: host } = await join(marta).expect(200);
    expect(host).toMatchObject({ room: `class-${c.id}`, feedId: 'mentor', role: 'host', displayName: 'Marta' });
    expect(host.token).not.toBe(learner.token);

    // Outside the window: more than 10 minutes before, or after the end.
    await startIn(c.id, 11);
    expect((await join(luis).expect(409)).body.message).toBe(LIVE_CLASS_MSG.roomClosed);
    expect((await join(marta).expect(409)).body.message).toBe(LIVE_CLASS_MSG.roomClosed);
    await startIn(c.id, -46);
    expect((await join(rosa).expect(409)).body.message).toBe(LIVE_CLASS_MSG.roomClosed);
    await startIn(c.id, -44);
    await join(rosa).expect(200);

    // A seat taken before a block does not open the room across it.
    await rosa.agent.post(`/api/users/${marta.user.id}/block`).expect(204);
    expect((await join(rosa).expect(403)).body.message).toBe(LIVE_CLASS_MSG.joinForbidden);
  });

  it('should say a cancelled class is cancelled, and an unknown one is not found', async () => {
    const marta = await mentor(t);
    const luis = await person(t, 'Luis');
    const c = await newClass(marta);
    await luis.agent.post(`/api/live-classes/${c.id}/enrol`).expect(201);
    await marta.agent.post(`/api/live-classes/${c.id}/cancel`).expect(200);
    await startIn(c.id, 5);
    expect((await luis.agent.get(`/api/live-classes/${c.id}/join`).expect(409)).body.message).toBe(
      LIVE_CLASS_MSG.cancelled,
    );
    await luis.agent.get(`/api/live-classes/4c1e0000-0000-4000-8000-000000000000/join`).expect(404);
  });
});
