import { SKILLS_MSG } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import { signedLearner } from '../videos/video-helpers';

describe('skills of a user', () => {
  const { t } = appPerSuite();

  it('should replace the skills with catalogue ones only', async () => {
    const ana = await signedLearner(t);
    const res = await ana.agent
      .put(`/api/users/${ana.user.id}/skills`)
      .send({ skills: ['Tejido', 'Piano', 'Tejido'] })
      .expect(200);
    expect(res.body.skills).toEqual(['Tejido', 'Piano']);
    const bad = await ana.agent
      .put(`/api/users/${ana.user.id}/skills`)
      .send({ skills: ['Malabarismo'] })
      .expect(400);
    expect(bad.body.message).toBe(SKILLS_MSG.skillsInvalid);
    expect((await ana.agent.get(`/api/users/${ana.user.id}`).expect(200)).body.skills).toEqual(['Tejido', 'Piano']);
  });

  it('should record practices and completed lessons in either mode, and list the progress', async () => {
    const ana = await signedLearner(t);
    const base = `/api/users/${ana.user.id}/skills`;
    expect((await ana.agent.post(`${base}/Piano/practice`).expect(201)).body).toMatchObject({
      skillName: 'Piano',
      categoryId: 'musica-y-expresion',
      practiceCount: 1,
      completedCount: 0,
      completedAt: null,
    });
    await ana.agent.post(`${base}/Piano/practice`).expect(201);
    const done = (await ana.agent.post(`${base}/Piano/complete`).expect(201)).body;
    expect(done).toMatchObject({ practiceCount: 2, completedCount: 1, completedAt: expect.any(String) });
    const again = (await ana.agent.post(`${base}/Piano/complete`).expect(201)).body;
    expect(again).toMatchObject({ completedCount: 2, completedAt: done.completedAt });
    await ana.agent.post(`${base}/${encodeURIComponent('Cocina chilena')}/complete`).expect(201);
    const progress = (await ana.agent.get(`/api/users/${ana.user.id}/skill-progress`).expect(200)).body;
    expect(progress.map((p: { skillName: string }) => p.skillName)).toEqual(['Cocina chilena', 'Piano']);
    expect((await ana.agent.post(`${base}/Malabarismo/practice`).expect(404)).body.message).toBe(
      SKILLS_MSG.skillsInvalid,
    );
  });

  it('should let only the user change or read their skills and progress', async () => {
    const ana = await signedLearner(t);
    const luis = await signedLearner(t, 'Luis');
    await luis.agent
      .put(`/api/users/${ana.user.id}/skills`)
      .send({ skills: ['Piano'] })
      .expect(403);
    await luis.agent.post(`/api/users/${ana.user.id}/skills/Piano/practice`).expect(403);
    await luis.agent.get(`/api/users/${ana.user.id}/skill-progress`).expect(403);
    const missing = await luis.agent.get('/api/users/00000000-0000-4000-8000-000000000000/skill-progress').expect(404);
    expect(missing.body.message).toBe('Usuario no encontrado');
  });
});
