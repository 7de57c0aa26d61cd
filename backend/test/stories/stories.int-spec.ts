import { VIDEO_MSG } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import {
  countVideos,
  signedLearner,
  signedMentor,
  storedFiles,
  uploadReady,
  uploadVideo,
} from '../videos/video-helpers';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 1);
  return d.toISOString().slice(0, 10);
};

describe('stories', () => {
  const { t } = appPerSuite();

  const shareStory = (who: Awaited<ReturnType<typeof signedMentor>>, title = 'Mi infancia en el cerro Alegre') =>
    uploadVideo(who, { title, description: 'Los ascensores de Valparaíso' }, undefined, undefined, '/api/stories');
  const storyReady = (who: Awaited<ReturnType<typeof signedMentor>>, title = 'Mi infancia en el cerro Alegre') =>
    uploadReady(who, { title, description: 'Los ascensores de Valparaíso' }, undefined, undefined, '/api/stories');

  it('should share a story as a Historia Personal video and list it with author, age and duration', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez', { birthDate: yearsAgo(74) });
    const shared = await storyReady(rosa);
    expect(shared.body).toMatchObject({
      skillName: 'Historia Personal',
      isStory: true,
      authorAge: 74,
      likeCount: 0,
      likedByMe: false,
      duration: 12,
    });
    const noAge = await signedMentor(t, 'Jorge Sin Fecha', { birthDate: undefined });
    await storyReady(noAge, 'La feria del barrio');
    await uploadReady(rosa, { title: 'Punto arroz' }); // not a story

    const learner = await signedLearner(t);
    const stories = (await learner.agent.get('/api/stories').expect(200)).body;
    expect(stories.map((s: { title: string }) => s.title)).toEqual([
      'La feria del barrio',
      'Mi infancia en el cerro Alegre',
    ]);
    expect(stories[0]).toMatchObject({ authorName: 'Jorge Sin Fecha', authorAge: null });
    expect(stories[1]).toMatchObject({ authorName: 'Rosa Martínez', authorAge: 74, duration: 12 });
    expect((await learner.agent.get(`/api/users/${rosa.user.id}/stories`).expect(200)).body).toHaveLength(1);
  });

  it('should ask for a story title with the message and refuse learner mode', async () => {
    const mentor = await signedMentor(t);
    expect((await shareStory(mentor, ' ').expect(400)).body.message).toBe(VIDEO_MSG.storyTitleRequired);
    const learner = await signedLearner(t);
    expect((await shareStory(learner as never).expect(403)).body.message).toBe(
      'Solo disponible en modo Quiero Enseñar',
    );
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should toggle a like for the current user and count likes of everyone', async () => {
    const rosa = await signedMentor(t);
    const story = (await storyReady(rosa)).body;
    const ana = await signedLearner(t, 'Ana');
    const luis = await signedLearner(t, 'Luis');
    const like = `/api/stories/${story.id}/like`;
    expect((await ana.agent.post(like).expect(201)).body).toEqual({ videoId: story.id, likeCount: 1, likedByMe: true });
    expect((await ana.agent.post(like).expect(201)).body.likeCount).toBe(1); // once per user
    expect((await luis.agent.post(like).expect(201)).body).toEqual({
      videoId: story.id,
      likeCount: 2,
      likedByMe: true,
    });
    expect((await ana.agent.get('/api/stories').expect(200)).body[0]).toMatchObject({ likeCount: 2, likedByMe: true });
    expect((await ana.agent.delete(like).expect(200)).body).toEqual({
      videoId: story.id,
      likeCount: 1,
      likedByMe: false,
    });
    expect((await ana.agent.get('/api/stories').expect(200)).body[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await luis.agent.get('/api/stories').expect(200)).body[0]).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  it('should not like a video that is not a story', async () => {
    const rosa = await signedMentor(t);
    const video = (await uploadReady(rosa)).body;
    const res = await rosa.agent.post(`/api/stories/${video.id}/like`).expect(404);
    expect(res.body.message).toBe(VIDEO_MSG.storyNotFound);
  });
});
