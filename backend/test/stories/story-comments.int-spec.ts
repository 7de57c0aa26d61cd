import type { NotificationResponse, StoryCommentResponse } from '@conectando/contracts';
import { RANGE_MSG, SAFETY_MSG, STORY_COMMENT_MSG, VIDEO_MSG } from '@conectando/contracts';
import { signedInAdmin } from '../support/factories';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';
import { Signed, signedLearner, signedMentor, uploadReady } from '../videos/video-helpers';

// Each test converts real videos with ffmpeg, on a machine shared with other runs.
jest.setTimeout(120_000);

describe('story comments', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({}, { listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const storyOf = async (who: Signed, title = 'Mi infancia en el cerro Alegre') =>
    (await uploadReady(who, { title }, undefined, undefined, '/api/stories')).body as { id: string };
  const comment = (who: Signed, storyId: string, text: unknown) =>
    who.agent.post(`/api/stories/${storyId}/comments`).send({ text });
  const texts = async (who: Signed, storyId: string, query = '') =>
    (
      (await who.agent.get(`/api/stories/${storyId}/comments${query}`).expect(200)).body.items as StoryCommentResponse[]
    ).map((c) => c.text);
  const commentCount = async (who: Signed) =>
    ((await who.agent.get('/api/stories').expect(200)).body as { commentsCount: number }[])[0].commentsCount;
  const watch = (socket: TestSocket, storyId: string) =>
    new Promise((resolve) => socket.emit('story:watch', { storyId }, resolve));
  const socketOf = async (who: Signed) => {
    const s = await connectSocket(t.url, who.cookie);
    sockets.push(s);
    return s;
  };

  it('should take 1 to 1,000 characters once trimmed, in Spanish, and change nothing otherwise', async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa);
    const ana = await signedLearner(t, 'Ana');
    const created = (await comment(ana, story.id, '  ¡Qué lindo recuerdo!  ').expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      storyId: story.id,
      authorId: ana.user.id,
      authorName: 'Ana',
      text: '¡Qué lindo recuerdo!',
      createdAt: expect.any(String),
    });
    expect((await comment(ana, story.id, 'x'.repeat(1000)).expect(201)).body.text).toHaveLength(1000);
    for (const [bad, message] of [
      ['   ', STORY_COMMENT_MSG.textRequired],
      ['', STORY_COMMENT_MSG.textRequired],
      [undefined, STORY_COMMENT_MSG.textRequired],
      [12, STORY_COMMENT_MSG.textRequired],
      ['x'.repeat(1001), STORY_COMMENT_MSG.textTooLong],
    ] as const) {
      expect((await comment(ana, story.id, bad).expect(400)).body.message).toBe(message);
    }
    const video = (await uploadReady(rosa, { title: 'Punto arroz' })).body;
    expect((await comment(ana, video.id, 'Hola').expect(404)).body.message).toBe(VIDEO_MSG.storyNotFound);
    expect(await texts(ana, story.id)).toHaveLength(2);
    expect(await commentCount(ana)).toBe(2);
  });

  it('should list oldest first, a bounded page at a time', async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa);
    const ana = await signedLearner(t, 'Ana');
    for (let i = 1; i <= 5; i++) await comment(i % 2 ? ana : rosa, story.id, `Comentario ${i}`).expect(201);
    const first = (await ana.agent.get(`/api/stories/${story.id}/comments?limit=2`).expect(200)).body;
    expect(first.items.map((c: StoryCommentResponse) => c.text)).toEqual(['Comentario 1', 'Comentario 2']);
    const second = (
      await ana.agent.get(`/api/stories/${story.id}/comments?limit=2&cursor=${first.nextCursor}`).expect(200)
    ).body;
    expect(second.items.map((c: StoryCommentResponse) => c.text)).toEqual(['Comentario 3', 'Comentario 4']);
    const last = (
      await ana.agent.get(`/api/stories/${story.id}/comments?limit=2&cursor=${second.nextCursor}`).expect(200)
    ).body;
    expect(last).toEqual({ items: [expect.objectContaining({ text: 'Comentario 5' })], nextCursor: null });
    expect(await texts(ana, story.id)).toHaveLength(5);
    await ana.agent.get(`/api/stories/${story.id}/comments?limit=51`).expect(400);
    await ana.agent.get(`/api/stories/${story.id}/comments?limit=0`).expect(400);
    const bad = (await ana.agent.get(`/api/stories/${story.id}/comments?cursor=bm9wZQ`).expect(400)).body;
    expect(bad.message).toBe(RANGE_MSG.cursorInvalid);
  });

  it("should let the comment's author or the story's author delete it, and nobody else", async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa);
    const [ana, luis] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Luis')];
    const byAna = (await comment(ana, story.id, 'De Ana').expect(201)).body.id;
    const byLuis = (await comment(luis, story.id, 'De Luis').expect(201)).body.id;
    const path = (id: string) => `/api/stories/${story.id}/comments/${id}`;
    expect((await luis.agent.delete(path(byAna)).expect(403)).body.message).toBe(STORY_COMMENT_MSG.deleteNotAllowed);
    await ana.agent.delete(path(byAna)).expect(204);
    await ana.agent.delete(path(byAna)).expect(404);
    await rosa.agent.delete(path(byLuis)).expect(204); // the story's author tidies their story
    expect(await texts(ana, story.id)).toEqual([]);
    expect(await commentCount(ana)).toBe(0);
  });

  it("should tell the story's author, once, live and in the feed, but not of their own comments", async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa, 'La feria del barrio');
    const phone = await socketOf(rosa);
    const live = nextEvent(phone, 'notification:created');
    await comment(rosa, story.id, 'Gracias por mirar').expect(201);
    const ana = await signedLearner(t, 'Ana');
    await comment(ana, story.id, 'Me recordó a mi abuela').expect(201);
    expect(await live).toMatchObject({
      type: 'story.comment',
      title: 'Ana comentó tu relato «La feria del barrio»',
      body: 'Me recordó a mi abuela',
      link: `/stories?relato=${story.id}`,
    });
    await eventually(async () => {
      const items = (await rosa.agent.get('/api/notifications').expect(200)).body.items as NotificationResponse[];
      expect(items.filter((n) => n.type === 'story.comment')).toHaveLength(1);
    });
  });

  it('should show a comment live to those watching the story, except people blocked with its writer', async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa);
    const [ana, beto, luis] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Beto'), await signedLearner(t)];
    await beto.agent.post(`/api/users/${ana.user.id}/block`).expect(204);
    const [rosaPhone, betoPhone, luisPhone] = [await socketOf(rosa), await socketOf(beto), await socketOf(luis)];
    for (const s of [rosaPhone, betoPhone])
      expect(await watch(s, story.id)).toEqual({ ok: true, data: { watching: true } });
    expect(await watch(luisPhone, '00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      message: VIDEO_MSG.storyNotFound,
    });
    const heard: string[] = [];
    betoPhone.on('story:comment', (c) => heard.push(c.text));
    luisPhone.on('story:comment', (c) => heard.push(`luis: ${c.text}`));
    const arrived = nextEvent(rosaPhone, 'story:comment');
    const { body } = await comment(ana, story.id, 'En vivo').expect(201);
    expect(await arrived).toEqual(body);
    const fromBeto = nextEvent(rosaPhone, 'story:comment');
    await comment(beto, story.id, 'Soy Beto').expect(201);
    await fromBeto;
    expect(heard).toEqual(['Soy Beto']);
  });

  it("should hide blocked people's comments both ways and keep them from each other's stories", async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa);
    const [ana, beto] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Beto')];
    await comment(ana, story.id, 'De Ana').expect(201);
    await comment(beto, story.id, 'De Beto').expect(201);
    await ana.agent.post(`/api/users/${beto.user.id}/block`).expect(204);
    expect(await texts(ana, story.id)).toEqual(['De Ana']);
    expect(await texts(beto, story.id)).toEqual(['De Beto']);
    expect(await texts(rosa, story.id)).toEqual(['De Ana', 'De Beto']);
    expect(await commentCount(ana)).toBe(1);
    expect(await commentCount(rosa)).toBe(2);

    // Neither may comment on the other's story, whichever blocked.
    const carmen = await signedMentor(t, 'Carmen');
    const carmenStory = await storyOf(carmen, 'Mi primer trabajo');
    await rosa.agent.post(`/api/users/${carmen.user.id}/block`).expect(204);
    expect((await comment(carmen, story.id, 'Hola').expect(404)).body.message).toBe(VIDEO_MSG.storyNotFound);
    expect((await comment(rosa, carmenStory.id, 'Hola').expect(404)).body.message).toBe(VIDEO_MSG.storyNotFound);
    await carmen.agent.get(`/api/stories/${story.id}/comments`).expect(404);
  });

  it("should accept a person's story comments as a report's evidence, and only theirs", async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const story = await storyOf(rosa, 'La feria del barrio');
    const [ana, beto] = [await signedLearner(t, 'Ana'), await signedLearner(t, 'Beto')];
    const rude = (await comment(beto, story.id, 'Mándame plata').expect(201)).body.id;
    const mine = (await comment(ana, story.id, 'Qué lindo').expect(201)).body.id;
    const report = (ids: string[]) =>
      ana.agent.post('/api/reports').send({ targetUserId: beto.user.id, reason: 'scam', storyCommentIds: ids });
    expect((await report([mine]).expect(400)).body.message).toBe(SAFETY_MSG.commentsInvalid);
    expect((await report(['nope']).expect(400)).body.message).toBe(SAFETY_MSG.commentsInvalid);
    await report([rude]).expect(201);
    const admin = await signedInAdmin(t);
    const [open] = (await admin.agent.get('/api/admin/reports?status=open').expect(200)).body;
    expect(open.evidence).toEqual([
      {
        messageId: rude,
        senderId: beto.user.id,
        senderName: 'Beto',
        content: 'Mándame plata',
        sentAt: expect.any(String),
        story: { id: story.id, title: 'La feria del barrio' },
      },
    ]);
  });
});
