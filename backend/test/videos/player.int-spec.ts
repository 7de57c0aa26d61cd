import { SkillVideoResponse } from '@conectando/contracts';
import { appPerSuite } from '../support/suite-app';
import { Signed, signedLearner, signedMentor } from './video-helpers';

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nHola, hoy tejemos\n\n00:00:04.000 --> 00:00:06.000\n<v Rosa>punto arroz</v>\n';

describe('the player: progress per person and captions', () => {
  const { t } = appPerSuite();

  async function video(owner: Signed, status = 'ready', duration = 300): Promise<string> {
    const [row] = await t.db.query(
      `INSERT INTO skill_videos (user_id, title, skill_name, category_id, video_storage_name, video_mime_type,
                                 video_size_bytes, status, duration_seconds)
       VALUES ($1, 'Punto arroz', 'Tejido', 'manualidades-y-artes', gen_random_uuid()::text, 'video/mp4', 1000, $2, $3)
       RETURNING id`,
      [owner.user.id, status, duration],
    );
    return row.id;
  }
  const one = async (who: Signed, id: string) =>
    (await who.agent.get(`/api/skill-videos/${id}`).expect(200)).body as SkillVideoResponse;

  it('should remember where each person left each video, and offer it back as resumeAt', async () => {
    const rosa = await signedMentor(t, 'Rosa Martínez');
    const id = await video(rosa);
    const other = await video(rosa);
    const ana = await signedLearner(t, 'Ana');
    const luis = await signedLearner(t, 'Luis');

    expect((await one(ana, id)).resumeAt).toBeNull();
    await ana.agent.put(`/api/skill-videos/${id}/progress`).send({ seconds: 135 }).expect(204);
    await ana.agent.put(`/api/skill-videos/${id}/progress`).send({ seconds: 140 }).expect(204);
    await luis.agent.put(`/api/skill-videos/${id}/progress`).send({ seconds: 20 }).expect(204);
    expect((await one(ana, id)).resumeAt).toBe(140);
    expect((await one(luis, id)).resumeAt).toBe(20);
    expect((await one(ana, other)).resumeAt).toBeNull();
    expect((await one(rosa, id)).resumeAt).toBeNull();
    // At the end (within 5 s of it) the next time starts from the beginning.
    await ana.agent.put(`/api/skill-videos/${id}/progress`).send({ seconds: 298 }).expect(204);
    expect((await one(ana, id)).resumeAt).toBeNull();
  });

  it('should refuse a bad position in Spanish, and a video the person may not see', async () => {
    const rosa = await signedMentor(t);
    const id = await video(rosa);
    const converting = await video(rosa, 'processing');
    const ana = await signedLearner(t);
    for (const seconds of [-1, 1.5, 'diez', 90000, null]) {
      const res = await ana.agent.put(`/api/skill-videos/${id}/progress`).send({ seconds }).expect(400);
      expect(res.body.message).toBe('La posición del video no es válida');
    }
    await ana.agent.put(`/api/skill-videos/${converting}/progress`).send({ seconds: 3 }).expect(404);
    await ana.agent.put(`/api/skill-videos/not-a-uuid/progress`).send({ seconds: 3 }).expect(400);
    await t.http().put(`/api/skill-videos/${id}/progress`).send({ seconds: 3 }).expect(401);
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM video_progress`))[0].n)).toBe(0);
  });

  it('should take WebVTT captions from the owner and serve them to whoever may see the video', async () => {
    const rosa = await signedMentor(t);
    const id = await video(rosa);
    const ana = await signedLearner(t);
    expect(await one(ana, id)).toMatchObject({ captions: false, captionsSource: null });
    await ana.agent.get(`/api/skill-videos/${id}/captions.vtt`).expect(404);

    const put = await rosa.agent.put(`/api/skill-videos/${id}/captions`).set('Content-Type', 'text/vtt').send(VTT);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, captions: true, captionsSource: 'manual' });
    const file = await ana.agent.get(`/api/skill-videos/${id}/captions.vtt`).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.text).toBe(VTT);
    expect(await one(ana, id)).toMatchObject({ captions: true, captionsSource: 'manual' });
    const list = await ana.agent.get('/api/skill-videos').expect(200);
    expect(list.body.items[0]).toMatchObject({ captions: true });

    // Edited: the new text replaces the old.
    const edited = VTT.replace('Hola', 'Buenas tardes');
    await rosa.agent.put(`/api/skill-videos/${id}/captions`).set('Content-Type', 'text/vtt').send(edited).expect(200);
    expect((await ana.agent.get(`/api/skill-videos/${id}/captions.vtt`).expect(200)).text).toBe(edited);
  });

  it('should refuse invalid, too large or foreign captions and change nothing', async () => {
    const rosa = await signedMentor(t);
    const id = await video(rosa);
    const converting = await video(rosa, 'processing');
    const ana = await signedLearner(t);
    const put = (who: Signed, body: string, videoId = id, type = 'text/vtt') =>
      who.agent.put(`/api/skill-videos/${videoId}/captions`).set('Content-Type', type).send(body);

    for (const bad of [
      '',
      'hola',
      'WEBVTTX\n',
      'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nal revés',
      'WEBVTT\n\n1:2 --> 3:4\nmal',
    ])
      expect((await put(rosa, bad).expect(400)).body.message).toBe('El archivo de subtítulos no es válido');
    expect((await put(rosa, '{"a":1}', id, 'application/json').expect(400)).body.message).toBe(
      'El archivo de subtítulos no es válido',
    );
    const big = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(210 * 1024)}\n`;
    expect((await put(rosa, big).expect(413)).body.message).toBe(
      'El archivo de subtítulos es demasiado grande. El máximo es 200 KB.',
    );
    expect((await put(ana, VTT).expect(403)).body.message).toBe(
      'Solo puedes cambiar los subtítulos de tus propios videos',
    );
    await put(ana, VTT, converting).expect(404);
    expect(await one(rosa, id)).toMatchObject({ captions: false });
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM video_captions`))[0].n)).toBe(0);

    // The owner's own video while it converts: captions may go in, others still see nothing.
    await put(rosa, VTT, converting).expect(200);
    await ana.agent.get(`/api/skill-videos/${converting}/captions.vtt`).expect(404);
    // A WebVTT with only notes and no cues is valid (an empty transcript).
    await put(rosa, 'WEBVTT\n\nNOTE nada que decir\n').expect(200);
  });
});
