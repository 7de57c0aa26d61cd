import { randomUUID } from 'node:crypto';
import { VIDEO_MSG } from '@conectando/contracts';
import { voiceNoteWebm } from '../media/clips';
import { sidewaysJpegWithGps } from '../media/photos';
import { openChat, personaPayload, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { MP4_BYTES, Signed, signedMentor, storedFiles, uploadVideo } from '../videos/video-helpers';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('chat attachments and the storage quota', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await sidewaysJpegWithGps();
  });
  // Room for one video and half a photo: a photo and a video never both fit.
  const { t } = appPerSuite(
    () => ({
      VIDEO_QUOTA_BYTES: String(MP4_BYTES.length + Math.floor(photo.length / 2)),
      VIDEO_MAX_BYTES: String(MP4_BYTES.length * 2),
      CHAT_ATTACHMENTS_PER_HOUR: '30',
    }),
    { redis: true, listen: true },
  );

  async function mentorInAChat() {
    const mentor = await signedMentor(t);
    const other = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(mentor, other);
    return { mentor, chatId: chat.id };
  }

  const attach = (who: Signed, chatId: string, file: Buffer = photo, name = 'casa.jpg') =>
    who.agent
      .post(`/api/chats/${chatId}/attachments`)
      .field('clientMessageId', randomUUID())
      .attach('file', file, name);

  const startResumable = (who: Signed, length = MP4_BYTES.length) =>
    fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...TUS,
        Cookie: who.cookie,
        'Upload-Length': String(length),
        'Upload-Metadata': `filename ${b64('punto arroz.mp4')},filetype ${b64('video/mp4')}`,
      },
    });

  const messagesIn = async (chatId: string) =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE chat_id = $1`, [chatId]))[0].n);

  it('should refuse a photo over what is left of the quota with 413 in Spanish, storing nothing', async () => {
    const { mentor, chatId } = await mentorInAChat();
    expect((await startResumable(mentor)).status).toBe(201);
    const before = storedFiles(t);

    const res = await attach(mentor, chatId).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: VIDEO_MSG.quotaExceeded });
    expect(await messagesIn(chatId)).toBe(0);
    expect(storedFiles(t)).toEqual(before);
  });

  it("should count a sent photo's bytes in the quota every video upload path sees", async () => {
    const { mentor, chatId } = await mentorInAChat();
    await attach(mentor, chatId).expect(201);
    const [row] = await t.db.query(`SELECT attachment FROM messages WHERE chat_id = $1`, [chatId]);
    expect(row.attachment.sentBytes).toBe(photo.length);

    const resumable = await startResumable(mentor);
    expect(resumable.status).toBe(413);
    expect(((await resumable.json()) as { message: string }).message).toBe(VIDEO_MSG.quotaExceeded);
    const multipart = await uploadVideo(mentor).expect(413);
    expect(multipart.body.message).toBe(VIDEO_MSG.quotaExceeded);

    // Someone who sent no photo still has room for the same video.
    const another = await signedMentor(t, 'Carmen Mentora');
    expect((await startResumable(another)).status).toBe(201);
  });

  it('should let only one of two voice notes sent at the same instant take the room left for one', async () => {
    const { mentor, chatId } = await mentorInAChat();
    const note = voiceNoteWebm(1);
    // An upload in progress leaves room for one note and a half.
    const quota = MP4_BYTES.length + Math.floor(photo.length / 2);
    expect((await startResumable(mentor, quota - Math.floor(note.length * 1.5))).status).toBe(201);
    const before = storedFiles(t);

    const results = await Promise.all([1, 2].map(() => attach(mentor, chatId, note, 'nota.webm')));

    expect(results.map((r) => r.status).sort()).toEqual([201, 413]);
    const refused = results.find((r) => r.status === 413)!;
    expect(refused.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: VIDEO_MSG.quotaExceeded });
    expect(await messagesIn(chatId)).toBe(1);
    expect(storedFiles(t)).toHaveLength(before.length + 1);
    const [used] = await t.db.query(
      `SELECT (SELECT COALESCE(SUM(size_bytes), 0) FROM video_uploads WHERE user_id = $1)
            + (SELECT COALESCE(SUM((attachment->>'sentBytes')::bigint), 0) FROM messages WHERE sender_id = $1) AS bytes`,
      [mentor.user.id],
    );
    expect(Number(used.bytes)).toBeLessThanOrEqual(quota);
  });
});
