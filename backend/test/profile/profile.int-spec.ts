import { appPerSuite } from '../support/suite-app';
import { openChat } from '../support/factories';
import { signedLearner, signedMentor, uploadReady } from '../videos/video-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('profile data', () => {
  const { t } = appPerSuite();

  it('should count what the user did: videos, stories, watched videos, active chats, skills with videos', async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const stats = () =>
      rosa.agent
        .get(`/api/users/${rosa.user.id}/stats`)
        .expect(200)
        .then((r) => r.body);
    expect(await stats()).toEqual({
      videosSubidos: 0,
      historiasCompartidas: 0,
      videosRevisados: 0,
      conversacionesActivas: 0,
      skillsConVideos: 0,
      totalActividades: 0,
    });

    await uploadReady(rosa, { skillName: 'Tejido' });
    await uploadReady(rosa, { skillName: 'Tejido' });
    const bread = (await uploadReady(rosa, { skillName: 'Pan amasado' })).body;
    await uploadReady(rosa, { title: 'Mi historia' }, undefined, undefined, '/api/stories');
    const other = await signedMentor(t, 'Jorge');
    const theirs = (await uploadReady(other)).body;
    await rosa.agent.post(`/api/skill-videos/${theirs.id}/watched`).expect(201);
    await rosa.agent.post(`/api/skill-videos/${theirs.id}/watched`).expect(201); // once
    await rosa.agent.post(`/api/skill-videos/${bread.id}/watched`).expect(201);
    await rosa.agent.post(`/api/users/${rosa.user.id}/skills/Tejido/practice`).expect(201);
    // A chat counts once it has a message.
    const chat = await openChat(rosa, other);
    expect((await stats()).conversacionesActivas).toBe(0);
    await t.db.query(`UPDATE chats SET last_seq = 1 WHERE id = $1`, [chat.id]);

    expect(await stats()).toEqual({
      videosSubidos: 3,
      historiasCompartidas: 1,
      videosRevisados: 2,
      conversacionesActivas: 1,
      skillsConVideos: 2,
      totalActividades: 3 + 1 + 2 + 1,
    });
  });

  it("should show stats only to the user, and 'Usuario no encontrado' for a missing user", async () => {
    const rosa = await signedMentor(t);
    const other = await signedLearner(t);
    await other.agent.get(`/api/users/${rosa.user.id}/stats`).expect(403);
    expect((await other.agent.get(`/api/users/${MISSING}/stats`).expect(404)).body.message).toBe(
      'Usuario no encontrado',
    );
  });

  it('should show a mentor page with real figures only: videos, stories, learners who saved or watched, member since', async () => {
    const rosa = await signedMentor(t, 'Rosa', { birthDate: '1950-01-01' });
    const a = (await uploadReady(rosa, { title: 'A' })).body;
    const b = (await uploadReady(rosa, { title: 'B' })).body;
    await uploadReady(rosa, { title: 'Historia' }, undefined, undefined, '/api/stories');
    const ana = await signedLearner(t, 'Ana');
    const luis = await signedLearner(t, 'Luis');
    await ana.agent.post(`/api/users/${ana.user.id}/saved-videos/${a.id}`).send({}).expect(201);
    await ana.agent.post(`/api/skill-videos/${b.id}/watched`).expect(201);
    await luis.agent.post(`/api/skill-videos/${a.id}/watched`).expect(201);
    await rosa.agent.post(`/api/skill-videos/${a.id}/watched`).expect(201); // her own views do not count

    const page = (await luis.agent.get(`/api/mentors/${rosa.user.id}`).expect(200)).body;
    expect(page.mentor).toMatchObject({ id: rosa.user.id, name: 'Rosa', mode: 'mentor' });
    expect(page.mentor.email).toBeUndefined();
    expect(page.figures).toEqual({ videoCount: 2, storyCount: 1, learnerCount: 2, memberSince: page.mentor.createdAt });
    expect(page.videos.map((v: { title: string }) => v.title)).toEqual(['B', 'A', 'Historia']);
    expect((await luis.agent.get(`/api/mentors/${MISSING}`).expect(404)).body.message).toBe('Usuario no encontrado');
    await t.http().get(`/api/mentors/${rosa.user.id}`).expect(401);
  });
});
