import { MEETING_MSG, SAFETY_MSG, STORY_SKILL_NAME } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  coverLetter,
  setTokens,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';
import { insertReadyVideo, signedMentor, Signed } from '../videos/video-helpers';

// Blocked means gone, for both people, on every path, and back once the block is lifted.
describe('a block leaves each of the two out of everything the other sees', () => {
  const { t } = appPerSuite({}, { redis: true });

  const readyVideo = (owner: Signed, skillName?: string) =>
    insertReadyVideo(t, owner, skillName, 'manualidades-y-artes');

  const ids = (body: { id: string }[]) => body.map((x) => x.id).sort();

  /** Everything `viewer` can reach of `author`: lists by the author's ids, direct pages by status. */
  async function seenOf(viewer: Signed, author: Signed, videoId: string, storyId: string) {
    const get = async (path: string) => (await viewer.agent.get(path).expect(200)).body;
    const mine = (list: { id: string }[]) => list.map((x) => x.id).filter((id) => [videoId, storyId].includes(id));
    return {
      catalogue: mine((await get('/api/skill-videos')).items),
      category: mine((await get('/api/skill-videos?category=manualidades-y-artes')).items),
      skill: mine((await get('/api/skill-videos?skill=Tejido')).items),
      skillList: mine(await get('/api/skills/Tejido/videos')),
      search: mine((await get(`/api/skill-videos?q=${encodeURIComponent(author.user.name)}`)).items),
      saved: mine(await get(`/api/users/${viewer.user.id}/saved-videos`)),
      stories: mine(await get('/api/stories')),
      mentors: ids(await get('/api/users/role/mentor')).filter((id) => id === author.user.id),
      direct: await Promise.all(
        [
          `/api/users/${author.user.id}`,
          `/api/mentors/${author.user.id}`,
          `/api/users/${author.user.id}/skill-videos`,
          `/api/users/${author.user.id}/stories`,
          `/api/skill-videos/${videoId}`,
        ].map(async (path) => (await viewer.agent.get(path)).status),
      ),
    };
  }

  it('should hide videos, stories, lists and pages both ways, whichever blocked, and bring them back on unblock', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    const extrano = await signedMentor(t, 'Extraño Pérez');
    const rosaVideo = await readyVideo(rosa);
    const rosaStory = await readyVideo(rosa, STORY_SKILL_NAME);
    const hisVideo = await readyVideo(extrano);
    const hisStory = await readyVideo(extrano, STORY_SKILL_NAME);
    await rosa.agent.post(`/api/users/${rosa.user.id}/saved-videos/${hisVideo}`).expect(201);
    await extrano.agent.post(`/api/users/${extrano.user.id}/saved-videos/${rosaVideo}`).expect(201);

    const rosaSees = () => seenOf(rosa, extrano, hisVideo, hisStory);
    const heSees = () => seenOf(extrano, rosa, rosaVideo, rosaStory);
    const before = { rosa: await rosaSees(), him: await heSees() };
    expect(before.rosa).toMatchObject({
      catalogue: [hisVideo],
      category: [hisVideo],
      skill: [hisVideo],
      skillList: [hisVideo],
      search: [hisVideo],
      saved: [hisVideo],
      stories: [hisStory],
      mentors: [extrano.user.id],
      direct: [200, 200, 200, 200, 200],
    });

    const gone = {
      catalogue: [],
      category: [],
      skill: [],
      skillList: [],
      search: [],
      saved: [],
      stories: [],
      mentors: [],
      direct: [404, 404, 404, 404, 404],
    };
    for (const [blocker, blocked] of [
      [rosa, extrano],
      [extrano, rosa],
    ] as const) {
      await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(204);
      expect(await rosaSees()).toEqual(gone);
      expect(await heSees()).toEqual(gone);
      await blocker.agent.delete(`/api/users/${blocked.user.id}/block`).expect(204);
      expect({ rosa: await rosaSees(), him: await heSees() }).toEqual(before);
    }
  });

  it('should refuse meetings both ways with the Spanish 403, and allow them again after unblocking', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    const extrano = await signedMentor(t, 'Extraño Pérez');
    const propose = (from: Signed, to: Signed) =>
      from.agent.post('/api/meetings').send({
        inviteeId: to.user.id,
        slots: [new Date(Date.now() + 2 * 86_400_000).toISOString()],
        durationMinutes: 30,
      });
    await rosa.agent.post(`/api/users/${extrano.user.id}/block`).expect(204);
    for (const [from, to] of [
      [rosa, extrano],
      [extrano, rosa],
    ] as const) {
      const res = await propose(from, to).expect(403);
      expect(res.body.message).toBe(MEETING_MSG.blocked);
    }
    await rosa.agent.delete(`/api/users/${extrano.user.id}/block`).expect(204);
    await propose(extrano, rosa).expect(201);
  });

  it('should hide an institution’s offers from a blocked professional and refuse the application, both ways', async () => {
    const hogar = await validatedInstitution(t, 'Hogar Las Rosas');
    const carlos = await validatedProfessional(t, 'Carlos Díaz');
    await setTokens(t, carlos.user.id, 5);
    const [offerId] = await approvedOffers(t, hogar.user.id, 1);
    const offers = async () => ids((await carlos.agent.get('/api/offers').expect(200)).body);
    const apply = () => carlos.agent.post('/api/applications').send({ jobOfferId: offerId, coverLetter });

    for (const [blocker, blocked] of [
      [hogar, carlos],
      [carlos, hogar],
    ] as const) {
      await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(204);
      expect(await offers()).toEqual([]);
      await carlos.agent.get(`/api/offers/${offerId}`).expect(404);
      expect((await apply().expect(403)).body.message).toBe(SAFETY_MSG.cannotApply);
      await blocker.agent.delete(`/api/users/${blocked.user.id}/block`).expect(204);
    }
    expect(await t.db.query(`SELECT 1 FROM applications`)).toEqual([]);
    expect(await offers()).toEqual([offerId]);
    const { body: application } = await apply().expect(201);

    // An application made before a block cannot be awarded across it, whichever blocked.
    const award = () => hogar.agent.post(`/api/applications/${application.id}/award`);
    for (const [blocker, blocked] of [
      [hogar, carlos],
      [carlos, hogar],
    ] as const) {
      await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(204);
      expect((await award().expect(403)).body.message).toBe(SAFETY_MSG.cannotAward);
      await blocker.agent.delete(`/api/users/${blocked.user.id}/block`).expect(204);
    }
    expect(await t.db.query(`SELECT status FROM applications`)).toEqual([{ status: 'submitted' }]);

    // The institution's list of applicants leaves him out while either has blocked the other; an admin sees all.
    const applicants = async () =>
      (
        (await hogar.agent.get(`/api/offers/${offerId}/applications`).expect(200)).body as {
          application: { id: string };
        }[]
      ).map((entry) => entry.application.id);
    for (const [blocker, blocked] of [
      [hogar, carlos],
      [carlos, hogar],
    ] as const) {
      await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(204);
      expect(await applicants()).toEqual([]);
      await blocker.agent.delete(`/api/users/${blocked.user.id}/block`).expect(204);
    }
    expect(await applicants()).toEqual([application.id]);
    await award().expect(200);

    // Neither may rate the other across a block; once lifted, each may.
    const review = (from: typeof hogar) =>
      from.agent.post('/api/reviews').send({ applicationId: application.id, rating: 2, comment: 'Se fue sin avisar' });
    await carlos.agent.post(`/api/users/${hogar.user.id}/block`).expect(204);
    for (const from of [hogar, carlos])
      expect((await review(from).expect(403)).body.message).toBe(SAFETY_MSG.cannotReview);
    expect(await t.db.query(`SELECT 1 FROM reviews`)).toEqual([]);
    await carlos.agent.delete(`/api/users/${hogar.user.id}/block`).expect(204);
    await review(hogar).expect(201);
  });

  it('should let no notification caused by one reach the other while blocked, either way', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    const extrano = await signedMentor(t, 'Extraño Pérez');
    const slots = [new Date(Date.now() + 2 * 86_400_000).toISOString()];
    const proposed = async (from: Signed, to: Signed) =>
      (await from.agent.post('/api/meetings').send({ inviteeId: to.user.id, slots, durationMinutes: 30 }).expect(201))
        .body as { id: string };
    const first = await proposed(extrano, rosa);
    const second = await proposed(rosa, extrano);
    await settled(t);
    const notices = async (who: Signed) =>
      (
        await t.db.query<{ type: string }[]>(`SELECT type FROM notifications WHERE user_id = $1 ORDER BY created_at`, [
          who.user.id,
        ])
      ).map((n) => n.type);
    expect(await notices(rosa)).toEqual(['meeting.proposed']);
    expect(await notices(extrano)).toEqual(['meeting.proposed']);

    // Rosa blocks him; then each cancels the proposal they made: neither hears of the other's.
    await rosa.agent.post(`/api/users/${extrano.user.id}/block`).expect(204);
    await extrano.agent.post(`/api/meetings/${first.id}/cancel`).expect(200);
    await rosa.agent.post(`/api/meetings/${second.id}/cancel`).expect(200);
    await settled(t);
    expect(await notices(rosa)).toEqual(['meeting.proposed']);
    expect(await notices(extrano)).toEqual(['meeting.proposed']);

    // Once lifted, what one does reaches the other again.
    await rosa.agent.delete(`/api/users/${extrano.user.id}/block`).expect(204);
    await proposed(extrano, rosa);
    await settled(t);
    expect(await notices(rosa)).toEqual(['meeting.proposed', 'meeting.proposed']);
  }, 60_000);
});
