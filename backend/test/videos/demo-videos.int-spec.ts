import { SeedService } from '../../src/modules/seed/seed.service';
import { createTestApp, TestApp } from '../support/test-app';
import { storedFiles } from './video-helpers';

describe('demo videos', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SEED_DEMO: 'true' })));
  afterAll(() => t.close());

  it('should seed real playable videos with posters for three demo mentors, across categories, with two stories', async () => {
    await t.reset();
    await t.app.get(SeedService).seedIfEmpty();
    const learner = t.agent();
    await learner.post('/api/auth/login').send({ email: 'aprendiz@demo.cl', password: 'demo1234' }).expect(200);

    const page = (await learner.get('/api/skill-videos').expect(200)).body;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(new Set(page.items.map((v: { categoryId: string }) => v.categoryId)).size).toBeGreaterThanOrEqual(5);
    // Shared out by subject: knitting stays with Rosa (mentor@demo.cl), cooking with Eliana, guitar with Hernán.
    const authorOf = (skill: string) =>
      page.items.find((v: { skillName: string }) => v.skillName === skill)?.authorName;
    expect(authorOf('Tejido')).toBe('Rosa Martínez');
    expect(authorOf('Empanadas')).toBe('Eliana Pizarro');
    expect(authorOf('Guitarra')).toBe('Hernán Catalán');

    const stories = (await learner.get('/api/stories').expect(200)).body;
    expect(stories.length).toBeGreaterThanOrEqual(2);
    expect(stories.map((v: { authorName: string }) => v.authorName)).toContain('Rosa Martínez');
    expect(stories[0].authorAge).toBeGreaterThan(60);

    for (const v of [...page.items, ...stories]) {
      const head = await learner.get(v.videoUrl).set('Range', 'bytes=0-11').buffer(true).expect(206);
      expect(head.headers['content-range']).toBe(`bytes 0-11/${v.sizeBytes}`);
      await learner.get(v.thumbnailUrl).expect(200).expect('Content-Type', 'image/jpeg');
    }
    expect(storedFiles(t).filter((n) => /\.(mp4|jpg)$/.test(n))).toHaveLength((page.total + stories.length) * 2);

    const mentors = (await learner.get('/api/users/role/mentor').expect(200)).body;
    expect(mentors.map((m: { name: string }) => m.name)).toEqual(['Rosa Martínez', 'Eliana Pizarro', 'Hernán Catalán']);

    // Each mentor sees the others featured on /skills (the viewer is left out on the screen, not here).
    const rosa = t.agent();
    await rosa.post('/api/auth/login').send({ email: 'mentor@demo.cl', password: 'demo1234' }).expect(200);
    expect((await rosa.get('/api/users/role/mentor').expect(200)).body).toHaveLength(3);
  });
});
