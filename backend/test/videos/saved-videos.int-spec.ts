import { VIDEO_MSG } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import { signedLearner, signedMentor, uploadReady } from './video-helpers';

describe('/api/users/:id/saved-videos', () => {
  const { t } = appPerSuite();

  it('should save, list (newest saved first) and remove videos, idempotently', async () => {
    const mentor = await signedMentor(t);
    const a = (await uploadReady(mentor, { title: 'Video A' })).body;
    const b = (await uploadReady(mentor, { title: 'Video B' })).body;
    const learner = await signedLearner(t);
    const base = `/api/users/${learner.user.id}/saved-videos`;
    expect((await learner.agent.post(`${base}/${a.id}`).send({}).expect(201)).body).toEqual({
      videoId: a.id,
      saved: true,
    });
    await learner.agent.post(`${base}/${a.id}`).send({}).expect(201);
    await learner.agent.post(`${base}/${b.id}`).send({}).expect(201);
    const list = (await learner.agent.get(base).expect(200)).body;
    expect(list.map((v: { title: string }) => v.title)).toEqual(['Video B', 'Video A']);
    expect(list[0].savedAt).toEqual(expect.any(String));
    expect((await learner.agent.delete(`${base}/${b.id}`).expect(200)).body).toEqual({ videoId: b.id, saved: false });
    expect((await learner.agent.get(base).expect(200)).body).toHaveLength(1);
  });

  it("should refuse another user's saved videos with 403 and change nothing", async () => {
    const mentor = await signedMentor(t);
    const video = (await uploadReady(mentor)).body;
    const owner = await signedLearner(t);
    await owner.agent.post(`/api/users/${owner.user.id}/saved-videos/${video.id}`).send({}).expect(201);
    const intruder = await signedLearner(t, 'Intruso');
    const base = `/api/users/${owner.user.id}/saved-videos`;
    expect((await intruder.agent.get(base).expect(403)).body.message).toBe(VIDEO_MSG.savedOwnOnly);
    await intruder.agent.delete(`${base}/${video.id}`).expect(403);
    await intruder.agent.post(`${base}/${video.id}`).send({}).expect(403);
    expect((await owner.agent.get(base).expect(200)).body).toHaveLength(1);
    await t.http().get(base).expect(401);
  });

  it('should answer 404 for a missing video', async () => {
    const learner = await signedLearner(t);
    const res = await learner.agent
      .post(`/api/users/${learner.user.id}/saved-videos/00000000-0000-4000-8000-000000000000`)
      .send({})
      .expect(404);
    expect(res.body.message).toBe(VIDEO_MSG.videoNotFound);
  });
});
