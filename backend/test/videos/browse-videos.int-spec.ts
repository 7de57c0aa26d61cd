import { SKILL_CATEGORIES, SkillVideoPage } from '@conectando/contracts';
import { databaseUrlFor, withAdminClient } from '../support/test-database';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { signedLearner, signedMentor, uploadReady } from './video-helpers';

// Each upload is converted by ffmpeg before it lists: a test that uploads several takes longer.
jest.setTimeout(120_000);

describe('browsing skill videos', () => {
  const { t } = appPerSuite();

  async function catalogue() {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    const jorge = await signedMentor(t, 'Jorge Núñez');
    await uploadReady(rosa, { title: 'Punto arroz a palillo', skillName: 'Tejido' });
    await uploadReady(rosa, {
      title: 'Crochet: cadeneta básica',
      skillName: 'Crochet',
      description: 'Una bufanda fácil',
    });
    await uploadReady(rosa, { title: 'Pan amasado de campo', skillName: 'Pan amasado' });
    await uploadReady(jorge, { title: 'Empanadas de pino', skillName: 'Empanadas' });
    await uploadReady(jorge, { title: 'Mi infancia en Chiloé' }, undefined, undefined, '/api/stories');
    return { rosa, jorge };
  }

  it('should list the eight categories with their skills', async () => {
    const learner = await signedLearner(t);
    const res = await learner.agent.get('/api/skill-categories').expect(200);
    expect(res.body).toHaveLength(8);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(SKILL_CATEGORIES.map((c) => c.name));
    expect(res.body[2].skills).toContain('Historia Personal');
  });

  it('should count real videos and mentors per category', async () => {
    await catalogue();
    const learner = await signedLearner(t);
    const stats = (await learner.agent.get('/api/category-stats').expect(200)).body as {
      categoryId: string;
      videoCount: number;
      mentorCount: number;
    }[];
    expect(stats).toHaveLength(8);
    const of = (id: string) => stats.find((s) => s.categoryId === id);
    expect(of('manualidades-y-artes')).toMatchObject({
      categoryName: 'Manualidades y Artes',
      videoCount: 2,
      mentorCount: 1,
    });
    expect(of('cocina-y-tradiciones')).toMatchObject({ videoCount: 2, mentorCount: 2 });
    // Jorge's story ('Historia Personal', in this category's catalogue) belongs to /stories only.
    expect(of('sabiduria-y-ensenanza')).toMatchObject({ videoCount: 0, mentorCount: 0 });
    expect(of('musica-y-expresion')).toMatchObject({ videoCount: 0, mentorCount: 0 });
  });

  it('should filter by category, skill and search text (accents and case ignored), newest first, paged', async () => {
    await catalogue();
    const learner = await signedLearner(t);
    const get = async (query: string) =>
      (await learner.agent.get(`/api/skill-videos${query}`).expect(200)).body as SkillVideoPage;
    const titles = (p: SkillVideoPage) => p.items.map((v) => v.title);

    const all = await get('');
    expect(all.total).toBe(4); // stories stay on /stories
    expect(titles(all)).toEqual([
      'Empanadas de pino',
      'Pan amasado de campo',
      'Crochet: cadeneta básica',
      'Punto arroz a palillo',
    ]);
    expect(titles(await get('?category=cocina-y-tradiciones'))).toEqual(['Empanadas de pino', 'Pan amasado de campo']);
    expect(titles(await get('?skill=Crochet'))).toEqual(['Crochet: cadeneta básica']);
    expect(titles(await get('?q=BASICA'))).toEqual(['Crochet: cadeneta básica']);
    expect(titles(await get('?q=bufanda'))).toEqual(['Crochet: cadeneta básica']); // description
    expect(titles(await get('?q=tejido'))).toEqual(['Punto arroz a palillo']); // skill name
    expect(titles(await get('?q=nunez'))).toEqual(['Empanadas de pino']); // author
    expect(titles(await get('?q=pan&category=manualidades-y-artes'))).toEqual([]);
    expect((await get('?q=100%25')).total).toBe(0);
    // Stories are neither listed under their category nor found by search: they live on /stories.
    expect(titles(await get('?category=sabiduria-y-ensenanza'))).toEqual([]);
    expect((await get('?q=chiloe')).total).toBe(0);

    const page2 = await get('?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(page2)).toEqual(['Punto arroz a palillo']);
    // A page past the end is empty but still tells how many there are.
    expect(await get('?pageSize=3&page=5')).toMatchObject({ items: [], total: 4, page: 5 });
  });

  it('should find a title by its words whatever the capitals and accents (C-locale lower() left Á and Ñ)', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    await uploadReady(rosa, { title: 'Árboles frutales de Ñuñoa', skillName: 'Huerto urbano' });
    await uploadReady(rosa, { title: 'Punto arroz a palillo', skillName: 'Tejido' });
    const ana = await signedMentor(t, 'ÁNGELA ÑANCO');
    await uploadReady(ana, { title: 'Empanadas de pino', skillName: 'Empanadas' });
    const learner = await signedLearner(t);
    const titles = async (q: string) =>
      (
        (await learner.agent.get(`/api/skill-videos?q=${encodeURIComponent(q)}`).expect(200)).body as SkillVideoPage
      ).items.map((v) => v.title);

    for (const q of ['arboles', 'ñunoa', 'ÁRBOLES', 'Ñuñoa', 'nunoa'])
      expect(await titles(q)).toEqual(['Árboles frutales de Ñuñoa']);
    expect(await titles('angela nanco')).toEqual(['Empanadas de pino']); // the author's name folds the same way
  });

  it('should refuse a bad filter with a Spanish message', async () => {
    const learner = await signedLearner(t);
    expect((await learner.agent.get('/api/skill-videos?category=nada').expect(400)).body.message).toBe(
      'Selecciona una categoría de la lista',
    );
    expect((await learner.agent.get('/api/skill-videos?page=0').expect(400)).body.message).toBe(
      'La página solicitada no es válida',
    );
    await t.http().get('/api/skill-videos').expect(401);
  });

  it("should list a skill's videos, including the spec's Historia Personal call", async () => {
    await catalogue();
    const learner = await signedLearner(t);
    const stories = (
      await learner.agent.get(`/api/skills/${encodeURIComponent('Historia Personal')}/videos`).expect(200)
    ).body;
    expect(stories.map((v: { title: string }) => v.title)).toEqual(['Mi infancia en Chiloé']);
    expect(stories[0].isStory).toBe(true);
    expect((await learner.agent.get('/api/skills/Tejido/videos').expect(200)).body).toHaveLength(1);
  });

  it('should feature mentors in mentor mode who have videos, most videos first', async () => {
    const { rosa, jorge } = await catalogue();
    await signedMentor(t, 'Mentora Sin Videos');
    const learner = await signedLearner(t);
    const mentors = (await learner.agent.get('/api/users/role/mentor').expect(200)).body;
    expect(mentors.map((m: { name: string }) => m.name)).toEqual(['Rosa Martínez', 'Jorge Núñez']);
    expect(mentors[0]).toMatchObject({ id: rosa.user.id, videoCount: 3 });
    expect(mentors[0].videoSkills).toEqual(expect.arrayContaining(['Tejido', 'Crochet', 'Pan amasado']));
    // Back to learner mode: no longer featured.
    await jorge.agent.patch(`/api/users/${jorge.user.id}/role`).send({ role: 'learner' }).expect(200);
    expect((await learner.agent.get('/api/users/role/mentor').expect(200)).body).toHaveLength(1);
  });

  it("should list a user's videos and answer 'Usuario no encontrado' for a missing one", async () => {
    const { rosa } = await catalogue();
    const learner = await signedLearner(t);
    expect((await learner.agent.get(`/api/users/${rosa.user.id}/skill-videos`).expect(200)).body).toHaveLength(3);
    const missing = await learner.agent.get('/api/users/00000000-0000-4000-8000-000000000000/skill-videos').expect(404);
    expect(missing.body.message).toBe('Usuario no encontrado');
  });
});

// The embedded database may be initialised in the C locale, where lower() leaves Á É Í Ó Ú Ü Ñ as
// they are; the test database is C.UTF-8, where it does not. This runs the migrations on a C one.
describe('search in a C-locale database', () => {
  const name = `${process.env.TEST_DATABASE_NAME}_c`;
  const testUrl = process.env.TEST_DATABASE_URL;
  let t: TestApp;
  beforeAll(async () => {
    await withAdminClient((c) =>
      c.query(`CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C' ENCODING 'UTF8'`),
    );
    process.env.TEST_DATABASE_URL = databaseUrlFor(name);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    process.env.TEST_DATABASE_URL = testUrl;
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("should find 'Árboles frutales de Ñuñoa' by arboles, ñunoa and ÁRBOLES", async () => {
    expect((await t.db.query(`SELECT lower('Á') AS l`))[0].l).toBe('Á'); // the locale this is about
    const rosa = await signedMentor(t, 'ÁNGELA ÑANCO');
    await uploadReady(rosa, { title: 'Árboles frutales de Ñuñoa', skillName: 'Huerto urbano' });
    await uploadReady(rosa, { title: 'Punto arroz a palillo', skillName: 'Tejido' });
    const learner = await signedLearner(t);
    const titles = async (q: string) =>
      (
        (await learner.agent.get(`/api/skill-videos?q=${encodeURIComponent(q)}`).expect(200)).body as SkillVideoPage
      ).items.map((v) => v.title);
    for (const q of ['arboles', 'ñunoa', 'ÁRBOLES']) expect(await titles(q)).toEqual(['Árboles frutales de Ñuñoa']);
    expect(await titles('angela nanco')).toHaveLength(2); // the author's name folds the same way
  });
});
