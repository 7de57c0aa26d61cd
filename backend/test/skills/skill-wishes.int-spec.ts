import type { NotificationResponse } from '@conectando/contracts';
import { SKILL_WISH_MSG } from '@conectando/contracts';
import { EventDispatcher } from '../../src/infra/events/event-dispatcher.service';
import { corruptWebm } from '../media/clips';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';
import { Signed, signedLearner, signedMentor, uploadReady, uploadVideo } from '../videos/video-helpers';

// Each test converts real videos with ffmpeg, on a machine shared with other runs.
jest.setTimeout(120_000);

describe("'Quiero aprender…': skill wishes", () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({}, { listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const wish = (who: Signed, skillName: unknown) => who.agent.post('/api/skill-wishes').send({ skillName });
  const skillNotices = async (who: Signed): Promise<NotificationResponse[]> =>
    ((await who.agent.get('/api/notifications').expect(200)).body.items as NotificationResponse[]).filter(
      (n) => n.type === 'skills',
    );
  const wishRows = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM skill_wishes`))[0].n);

  it('should keep one wish per person and skill, even for posts sent together, and refuse unknown skills', async () => {
    const ana = await signedLearner(t, 'Ana');
    const first = await wish(ana, 'Tejido').expect(201);
    expect(first.body).toEqual({ id: expect.any(String), skillName: 'Tejido' });
    expect((await wish(ana, 'Tejido').expect(201)).body.id).toBe(first.body.id);
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => wish(ana, 'Piano').expect(201)));
    expect(new Set(together.map((r) => r.body.id)).size).toBe(1);
    expect(await wishRows()).toBe(2);

    for (const bad of ['Astrofísica', 'tejido', '', 42, 'Historia Personal', undefined]) {
      expect((await wish(ana, bad).expect(400)).body.message).toBe(SKILL_WISH_MSG.skillInvalid);
    }
    expect(await wishRows()).toBe(2);
  });

  it("should list the person's wishes with how many share each, and let only the owner remove one", async () => {
    const [ana, luis, eva] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Luis'), await signedLearner(t)];
    const tejido = (await wish(ana, 'Tejido').expect(201)).body.id;
    await wish(ana, 'Piano').expect(201);
    await wish(luis, 'Tejido').expect(201);
    await wish(eva, 'Tejido').expect(201);
    await wish(eva, 'Yoga').expect(201);
    const mine = (await ana.agent.get('/api/skill-wishes').expect(200)).body;
    expect(mine.map((w: { skillName: string; peopleCount: number }) => [w.skillName, w.peopleCount])).toEqual([
      ['Piano', 1],
      ['Tejido', 3],
    ]);
    expect(mine[1]).toMatchObject({ id: tejido, categoryId: expect.any(String), createdAt: expect.any(String) });

    const wanted = (await luis.agent.get('/api/skill-wishes/wanted').expect(200)).body;
    expect(wanted.map((w: { skillName: string; peopleCount: number }) => [w.skillName, w.peopleCount])).toEqual([
      ['Tejido', 3],
      ['Piano', 1],
      ['Yoga', 1],
    ]);

    expect((await luis.agent.delete(`/api/skill-wishes/${tejido}`).expect(404)).body.message).toBe(
      SKILL_WISH_MSG.notFound,
    );
    await t.http().delete(`/api/skill-wishes/${tejido}`).expect(401);
    await ana.agent.delete(`/api/skill-wishes/${tejido}`).expect(204);
    await ana.agent.delete(`/api/skill-wishes/${tejido}`).expect(404);
    expect((await ana.agent.get('/api/skill-wishes').expect(200)).body).toHaveLength(1);
    expect((await luis.agent.get('/api/skill-wishes').expect(200)).body[0].peopleCount).toBe(2);
  });

  it('should tell each wisher once, live and in the feed, when a video of the skill is ready, surviving a redelivery', async () => {
    const [ana, luis, otro] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Luis'), await signedLearner(t)];
    await wish(ana, 'Tejido').expect(201);
    await wish(luis, 'Tejido').expect(201);
    await wish(otro, 'Piano').expect(201);
    const rosa = await signedMentor(t, 'Rosa');
    await wish(rosa, 'Tejido').expect(201); // the author is not told of their own video
    const phone = await connectSocket(t.url, ana.cookie);
    sockets.push(phone);
    const live = nextEvent(phone, 'notification:created', 60_000);

    const { body: processing } = await uploadVideo(rosa, { title: 'Punto arroz' }).expect(202);
    expect(processing.status).toBe('processing');

    // Told only once it can be watched: the video is ready by the time the notice arrives.
    const pushed = await live;
    expect((await ana.agent.get(`/api/skill-videos/${processing.id}`).expect(200)).body.status).toBe('ready');
    expect(pushed).toMatchObject({
      type: 'skills',
      title: 'Ya hay un video de Tejido: Punto arroz',
      link: `/skills?video=${processing.id}`,
    });
    await eventually(async () => expect(await skillNotices(luis)).toHaveLength(1), 30_000);
    expect(await skillNotices(ana)).toEqual([expect.objectContaining({ id: pushed.id, readAt: null })]);
    expect(await skillNotices(rosa)).toEqual([]);
    expect(await skillNotices(otro)).toEqual([]);

    // The same event delivered again writes nothing more.
    const [row] = await t.db.query(`SELECT id, name, payload FROM outbox WHERE name = 'video.ready'`);
    const event = { id: String(row.id), name: row.name, payload: row.payload, occurredAt: new Date().toISOString() };
    await t.app.get(EventDispatcher).dispatch(event, [event]);
    expect(await skillNotices(ana)).toHaveLength(1);
    expect(await skillNotices(luis)).toHaveLength(1);

    // A second video of the skill is news again: one more each.
    await uploadReady(rosa, { title: 'Punto jersey' });
    await eventually(async () => expect(await skillNotices(ana)).toHaveLength(2), 30_000);
    expect((await skillNotices(ana))[0].title).toBe('Ya hay un video de Tejido: Punto jersey');
  });

  it('should tell nobody of a video whose conversion failed, nor anyone blocked with its author', async () => {
    const [ana, beto] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Beto')];
    await wish(ana, 'Tejido').expect(201);
    await wish(beto, 'Tejido').expect(201);
    const rosa = await signedMentor(t, 'Rosa');
    await beto.agent.post(`/api/users/${rosa.user.id}/block`).expect(204);

    const { body } = await uploadVideo(rosa, {}, { bytes: corruptWebm(), name: 'roto.webm' }).expect(202);
    await eventually(async () => {
      expect((await rosa.agent.get(`/api/skill-videos/${body.id}`).expect(200)).body.status).toBe('failed');
    }, 20_000);
    expect(await t.db.query(`SELECT 1 FROM outbox WHERE name = 'video.ready'`)).toEqual([]);
    expect(await skillNotices(ana)).toEqual([]);

    await uploadReady(rosa, { title: 'Punto arroz' });
    await eventually(async () => expect(await skillNotices(ana)).toHaveLength(1), 30_000);
    expect(await skillNotices(beto)).toEqual([]);
  });
});
