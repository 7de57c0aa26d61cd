import { STORY_SKILL_NAME } from '@conectando/contracts';
import { signedInAdmin, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { approvedOffers, validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { insertReadyVideo, signedMentor, Signed } from '../videos/video-helpers';

describe('what a suspension hides, and who a block leaves out of the lists', () => {
  const { t } = appPerSuite({}, { redis: true });

  const readyVideo = (owner: Signed, skillName?: string) => insertReadyVideo(t, owner, skillName);

  /** An admin suspends `who` through the queue, as a report would lead to. */
  async function suspend(admin: Signed, reporter: Signed, who: Signed): Promise<void> {
    const { body } = await reporter.agent
      .post('/api/reports')
      .send({ targetUserId: who.user.id, reason: 'scam' })
      .expect(201);
    await admin.agent.patch(`/api/admin/reports/${body.id}`).send({ action: 'suspend' }).expect(200);
  }

  const mentorIds = async (who: Signed) =>
    ((await who.agent.get('/api/users/role/mentor').expect(200)).body as { id: string }[]).map((m) => m.id);
  const professionalIds = async (who: Signed) =>
    ((await who.agent.get('/api/professional-profiles').expect(200)).body as { id: string }[]).map((p) => p.id);

  it('should hide a suspended person’s profile, videos, stories and offers from others, and bring them back when lifted', async () => {
    const admin = await signedInAdmin(t);
    const viewer = await validatedProfessional(t, 'Elena Profesional');
    const rosa = await signedMentor(t, 'Rosa');
    const videoId = await readyVideo(rosa);
    const storyId = await readyVideo(rosa, STORY_SKILL_NAME);
    const hogar = await validatedInstitution(t, 'Hogar Las Rosas');
    const [offerId] = await approvedOffers(t, hogar.user.id, 1);

    const seen = async () => ({
      catalogue: ((await viewer.agent.get('/api/skill-videos').expect(200)).body.items as { id: string }[]).map(
        (v) => v.id,
      ),
      search: (await viewer.agent.get('/api/skill-videos?q=rosa').expect(200)).body.total,
      bySkill: (await viewer.agent.get('/api/skills/Tejido/videos').expect(200)).body.length,
      stories: ((await viewer.agent.get('/api/stories').expect(200)).body as { id: string }[]).map((s) => s.id),
      mentors: await mentorIds(viewer),
      offers: ((await viewer.agent.get('/api/offers').expect(200)).body as { id: string }[]).map((o) => o.id),
      direct: await Promise.all(
        [
          `/api/users/${rosa.user.id}`,
          `/api/mentors/${rosa.user.id}`,
          `/api/users/${rosa.user.id}/skill-videos`,
          `/api/users/${rosa.user.id}/stories`,
          `/api/skill-videos/${videoId}`,
          `/api/users/${hogar.user.id}`,
          `/api/offers/${offerId}`,
        ].map(async (path) => (await viewer.agent.get(path)).status),
      ),
    });
    const visible = {
      catalogue: [videoId],
      search: 1,
      bySkill: 1,
      stories: [storyId],
      mentors: [rosa.user.id],
      offers: [offerId],
      direct: [200, 200, 200, 200, 200, 200, 200],
    };
    expect(await seen()).toEqual(visible);

    await suspend(admin, viewer, rosa);
    await suspend(admin, viewer, hogar);
    expect(await seen()).toEqual({
      catalogue: [],
      search: 0,
      bySkill: 0,
      stories: [],
      mentors: [],
      offers: [],
      direct: [404, 404, 404, 404, 404, 404, 404],
    });
    // Admins still reach the account they suspended, to decide on it.
    await admin.agent.get(`/api/users/${rosa.user.id}`).expect(200);

    await admin.agent.post(`/api/admin/users/${rosa.user.id}/reinstate`).expect(204);
    await admin.agent.post(`/api/admin/users/${hogar.user.id}/reinstate`).expect(204);
    expect(await seen()).toEqual(visible);
  });

  it('should leave each of a blocked pair out of the other’s mentor list, both ways, and no one else’s', async () => {
    const rosa = await signedMentor(t, 'Rosa');
    const ana = await signedMentor(t, 'Ana');
    const third = await signedUp(t);
    await readyVideo(rosa);
    await readyVideo(ana);
    expect(new Set(await mentorIds(ana))).toEqual(new Set([rosa.user.id, ana.user.id]));

    await ana.agent.post(`/api/users/${rosa.user.id}/block`).expect(204);
    expect(await mentorIds(ana)).toEqual([ana.user.id]);
    expect(await mentorIds(rosa)).toEqual([rosa.user.id]);
    expect(new Set(await mentorIds(third))).toEqual(new Set([rosa.user.id, ana.user.id]));

    await ana.agent.delete(`/api/users/${rosa.user.id}/block`).expect(204);
    expect(new Set(await mentorIds(rosa))).toEqual(new Set([rosa.user.id, ana.user.id]));
  });

  it('should leave a blocked professional out of the institution’s list, whichever of the two blocked', async () => {
    const hogar = await validatedInstitution(t, 'Hogar San José');
    const other = await validatedInstitution(t, 'Hogar Los Aromos');
    const carlos = await validatedProfessional(t, 'Carlos Díaz');
    const marta = await validatedProfessional(t, 'Marta Soto');
    const both = new Set([carlos.user.id, marta.user.id]);
    expect(new Set(await professionalIds(hogar))).toEqual(both);

    await hogar.agent.post(`/api/users/${carlos.user.id}/block`).expect(204);
    await marta.agent.post(`/api/users/${hogar.user.id}/block`).expect(204);
    expect(await professionalIds(hogar)).toEqual([]);
    expect(new Set(await professionalIds(other))).toEqual(both);
  });
});
