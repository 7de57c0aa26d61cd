import { categoryOfSkill, SkillVideoPage } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import { signedLearner, signedMentor } from './video-helpers';

/**
 * The forgiving search of GET /api/skill-videos?q= and GET /api/users/role/mentor?q=. Rows are put
 * straight into skill_videos (as the conversion leaves them): what is tested is the query.
 */
describe('forgiving search', () => {
  const { t } = appPerSuite();

  async function video(
    userId: string,
    title: string,
    skillName: string,
    description: string | null = null,
    status = 'ready',
    ageMinutes = 0,
  ) {
    await t.db.query(
      `INSERT INTO skill_videos (user_id, title, skill_name, category_id, description, video_storage_name,
                                 video_mime_type, video_size_bytes, status, created_at)
       VALUES ($1, $2, $3, $4, $5, gen_random_uuid()::text, 'video/mp4', 1000, $6, now() - make_interval(mins => $7))`,
      [userId, title, skillName, categoryOfSkill(skillName)?.id ?? null, description, status, ageMinutes],
    );
  }

  async function catalogue() {
    const hernan = await signedMentor(t, 'Hernán Catalán');
    const eliana = await signedMentor(t, 'Eliana Pizarro');
    const rosa = await signedMentor(t, 'Rosa Martínez');
    await video(
      hernan.user.id,
      'Primeros acordes de cueca en guitarra',
      'Guitarra',
      'Tres acordes para empezar',
      'ready',
      5,
    );
    await video(
      eliana.user.id,
      'Empanadas de pino al horno',
      'Empanadas',
      'La masa y el pino de mi abuela',
      'ready',
      4,
    );
    await video(rosa.user.id, 'Huerto en el balcón', 'Huerto urbano', 'Tomates y lechugas en maceteros', 'ready', 3);
    await video(rosa.user.id, 'Punto arroz a palillo', 'Tejido', 'Una bufanda para el invierno', 'ready', 2);
    await video(eliana.user.id, 'Pan amasado de campo', 'Pan amasado', 'Con harina, manteca y paciencia', 'ready', 1);
    return { hernan, eliana, rosa };
  }

  async function searcher() {
    const learner = await signedLearner(t);
    return async (q: string, extra = '') =>
      (await learner.agent.get(`/api/skill-videos?q=${encodeURIComponent(q)}${extra}`).expect(200))
        .body as SkillVideoPage;
  }
  const titles = (p: SkillVideoPage) => p.items.map((v) => v.title);

  it('should match every word in any order, with stems, ignoring case and accents', async () => {
    await catalogue();
    const search = await searcher();
    expect(titles(await search('guitarra cueca'))).toEqual(['Primeros acordes de cueca en guitarra']);
    expect(titles(await search('CUECA guitarra primeros'))).toEqual(['Primeros acordes de cueca en guitarra']);
    expect(titles(await search('huertos'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('balcon'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('BALCÓN huerto'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('acorde'))).toEqual(['Primeros acordes de cueca en guitarra']);
    expect(titles(await search('empanada'))).toEqual(['Empanadas de pino al horno']);
    // Every word must be found: one that is nowhere leaves nothing.
    expect(titles(await search('guitarra empanadas'))).toEqual([]);
    // Description, skill and the mentor's name count, across fields.
    expect(titles(await search('lechugas'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('tejido'))).toEqual(['Punto arroz a palillo']);
    expect(titles(await search('catalan'))).toEqual(['Primeros acordes de cueca en guitarra']);
    expect(titles(await search('hernan cueca'))).toEqual(['Primeros acordes de cueca en guitarra']);
    expect(titles(await search('pizarro pan'))).toEqual(['Pan amasado de campo']);
  });

  it('should forgive one or two wrong letters in words of five or more, and suggest the right words', async () => {
    await catalogue();
    const search = await searcher();
    const empanadas = await search('enpanadas');
    expect(titles(empanadas)).toEqual(['Empanadas de pino al horno']);
    expect(empanadas.suggestion).toBe('empanadas');
    expect(titles(await search('guitara'))).toEqual(['Primeros acordes de cueca en guitarra']);
    const twoWrong = await search('enpanadaz');
    expect(titles(twoWrong)).toEqual(['Empanadas de pino al horno']);
    expect(twoWrong.suggestion).toBe('empanadas');
    // A short word is not widened, but the closest existing word is suggested when it finds something.
    const pam = await search('pam amasado');
    expect(titles(pam)).toEqual([]);
    expect(pam.suggestion).toBe('pan amasado');
    // Words found as typed: no suggestion.
    expect((await search('empanadas')).suggestion).toBeUndefined();
    // Nothing close: nothing suggested.
    const none = await search('zzzzqqq');
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.suggestion).toBeUndefined();
  });

  it('should rank by relevance, title first', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    // Newest first would put these in the opposite order.
    await video(rosa.user.id, 'Tomates en maceteros', 'Huerto urbano', 'Regar el huerto al atardecer', 'ready', 3);
    await video(rosa.user.id, 'Mi huerto de hierbas', 'Hierbas medicinales', null, 'ready', 2);
    await video(rosa.user.id, 'Compost casero', 'Compostaje', 'Restos de cocina para el huerto', 'ready', 1);
    const search = await searcher();
    const found = titles(await search('huerto'));
    expect(found[0]).toBe('Mi huerto de hierbas'); // title
    expect(found[1]).toBe('Tomates en maceteros'); // skill and description
    expect(found[2]).toBe('Compost casero'); // description only
    // Without a search: newest first as before.
    expect(titles(await search(''))).toEqual(['Compost casero', 'Mi huerto de hierbas', 'Tomates en maceteros']);
  });

  it('should treat an empty or one-letter query as no search, and never show others’ unready videos', async () => {
    const { rosa } = await catalogue();
    await video(rosa.user.id, 'Huerto vertical', 'Huerto urbano', null, 'processing');
    await video(rosa.user.id, 'Huerto colgante', 'Huerto urbano', null, 'failed');
    const search = await searcher();
    expect((await search('')).total).toBe(5);
    expect((await search('a')).total).toBe(5);
    expect((await search('  ¿? ')).total).toBe(5);
    expect(titles(await search('huerto'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('huerto', '&category=jardineria-y-naturaleza'))).toEqual(['Huerto en el balcón']);
    expect(titles(await search('huerto', '&category=cocina-y-tradiciones'))).toEqual([]);
    // 'verticall' would be the closest to an unready video's word: it is not suggested.
    expect((await search('verticall')).suggestion).toBeUndefined();
    // The owner finds their own video while it converts.
    const own = await rosa.agent.get('/api/skill-videos?q=vertical').expect(200);
    expect(own.body.items.map((v: { title: string }) => v.title)).toEqual(['Huerto vertical']);
  });

  it("should search the mentors' list by name and by what they teach", async () => {
    await catalogue();
    const learner = await signedLearner(t);
    const names = async (q: string) =>
      (
        (await learner.agent.get(`/api/users/role/mentor?q=${encodeURIComponent(q)}`).expect(200)).body as {
          name: string;
        }[]
      ).map((m) => m.name);
    expect(await names('')).toHaveLength(3);
    expect(await names('hernan')).toEqual(['Hernán Catalán']);
    expect(await names('guitara')).toEqual(['Hernán Catalán']);
    expect(await names('empanadas')).toEqual(['Eliana Pizarro']);
    expect(await names('bufandas')).toEqual(['Rosa Martínez']);
    expect(await names('xyzzy')).toEqual([]);
    await learner.agent.get(`/api/users/role/mentor?q=${'x'.repeat(101)}`).expect(400);
  });
});
