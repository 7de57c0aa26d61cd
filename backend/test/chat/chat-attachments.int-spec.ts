import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_ATTACHMENT_MSG, CHAT_MSG, IMAGE_MSG } from '@conectando/contracts';
import sharp from 'sharp';
import { exifTagsOf, fakeJpeg, GPS_IFD_TAG, pixelBombPng, sidewaysJpegWithGps } from '../media/photos';
import { probe, voiceNoteWebm } from '../media/clips';
import { personaPayload, signedUp, openChat } from '../support/factories';
import { connectSocket, nextEvent, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';

/** A 2 s voice note as a phone's recorder app writes it: AAC in .m4a, tagged with a place and a device. */
function taggedVoiceNoteM4a(): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'cg-voice-')), 'nota.m4a');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=2'],
    ...['-c:a', 'aac', '-metadata', 'location=+33.4489-070.6693/', '-metadata', 'title=Casa de Ana'],
    ...['-metadata', 'encoder=iPhone 15', '-movflags', 'use_metadata_tags', path],
  ]);
  return readFileSync(path);
}

type Signed = Awaited<ReturnType<typeof signedUp>>;

const rawBody = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('POST /api/chats/:chatId/attachments', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({ CHAT_ATTACHMENTS_PER_HOUR: '30' }, { redis: true, listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  async function twoPeopleInAChat() {
    const a = await signedUp(t, personaPayload({ name: 'Ana' }));
    const b = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(a, b);
    return { a, b, chatId: chat.id };
  }

  const attach = (who: Signed, chatId: string, bytes: Buffer, filename: string, clientMessageId = randomUUID()) =>
    who.agent
      .post(`/api/chats/${chatId}/attachments`)
      .field('clientMessageId', clientMessageId)
      .attach('file', bytes, filename);

  const download = async (who: Signed, url: string) =>
    (await who.agent.get(url).buffer(true).parse(rawBody).expect(200)).body as Buffer;

  it('should deliver a photo live to the other participant, upright and without its GPS position', async () => {
    const { a, b, chatId } = await twoPeopleInAChat();
    const sb = await connectSocket(t.url, b.cookie);
    sockets.push(sb);
    const received = nextEvent(sb, 'chat:message');
    const photo = await sidewaysJpegWithGps();
    expect(exifTagsOf((await sharp(photo).metadata()).exif)).toContain(GPS_IFD_TAG);

    const sent = (await attach(a, chatId, photo, 'casa.jpg').expect(201)).body;
    expect(sent).toMatchObject({
      chatId,
      seq: 1,
      senderId: a.user.id,
      kind: 'photo',
      content: 'Foto',
      attachment: { url: `/api/chats/${chatId}/attachments/${sent.id}`, mimeType: 'image/jpeg', width: 20, height: 40 },
    });
    expect(await received).toEqual(sent);

    const stored = await download(b, sent.attachment.url);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(stored.includes('iPhone')).toBe(false);
    // The conversation and its list read it as any other message.
    const page = (await b.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body;
    expect(page.messages).toEqual([sent]);
    const [listed] = (await b.agent.get(`/api/chats/user/${b.user.id}`).expect(200)).body;
    expect(listed).toMatchObject({ lastMessage: 'Foto', unreadCount: 1 });
  });

  it('should convert a voice note to AAC in .m4a without metadata, and serve it by ranges', async () => {
    const { a, b, chatId } = await twoPeopleInAChat();
    const sent = (await attach(a, chatId, voiceNoteWebm(2), 'nota.webm').expect(201)).body;
    expect(sent).toMatchObject({ kind: 'voice', content: 'Mensaje de voz', attachment: { mimeType: 'audio/mp4' } });
    expect(sent.attachment.durationSeconds).toBeGreaterThan(1.5);
    expect(sent.attachment.durationSeconds).toBeLessThan(2.5);

    const stored = await download(b, sent.attachment.url);
    const probed = probe(stored);
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['aac']);
    expect(
      Object.keys(probed.format.tags ?? {}).filter((k) => !/^(major_brand|minor_version|compatible_brands)$/.test(k)),
    ).toEqual([]);
    // moov before mdat: the player starts before the whole note arrived.
    expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));

    const part = await b.agent
      .get(sent.attachment.url)
      .set('Range', 'bytes=0-99')
      .buffer(true)
      .parse(rawBody)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${stored.length}`);
    expect((part.body as Buffer).equals(stored.subarray(0, 100))).toBe(true);
  });

  it("should drop a recorder app's location and title tags", async () => {
    const { a, b, chatId } = await twoPeopleInAChat();
    const note = taggedVoiceNoteM4a();
    expect(probe(note).format.tags).toMatchObject({ title: 'Casa de Ana' });
    const sent = (await attach(a, chatId, note, 'nota.m4a').expect(201)).body;
    const stored = await download(b, sent.attachment.url);
    expect(Object.keys(probe(stored).format.tags ?? {}).sort()).toEqual([
      'compatible_brands',
      'major_brand',
      'minor_version',
    ]);
    expect(stored.includes('Casa de Ana')).toBe(false);
    expect(stored.includes('33.4489')).toBe(false);
  });

  it('should store one message for a retried upload with the same clientMessageId', async () => {
    const { a, chatId } = await twoPeopleInAChat();
    const id = randomUUID();
    const photo = await sidewaysJpegWithGps();
    const first = (await attach(a, chatId, photo, 'casa.jpg', id).expect(201)).body;
    const again = (await attach(a, chatId, photo, 'casa.jpg', id).expect(201)).body;
    expect(again).toEqual(first);
    expect((await a.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body.messages).toHaveLength(1);
  });

  it('should keep outsiders out of the chat and its files', async () => {
    const { a, chatId } = await twoPeopleInAChat();
    const sent = (await attach(a, chatId, await sidewaysJpegWithGps(), 'casa.jpg').expect(201)).body;
    const outsider = await signedUp(t, personaPayload({ name: 'Carla' }));
    const refused = await attach(outsider, chatId, await sidewaysJpegWithGps(), 'casa.jpg').expect(404);
    expect(refused.body.message).toBe(CHAT_MSG.chatNotFound);
    await outsider.agent.get(sent.attachment.url).expect(404);
    await t.http().get(sent.attachment.url).expect(401);
    await attach(a, randomUUID(), await sidewaysJpegWithGps(), 'casa.jpg').expect(404);
  });

  it('should refuse sending once either person blocked the other', async () => {
    const { a, b, chatId } = await twoPeopleInAChat();
    await b.agent.post(`/api/users/${a.user.id}/block`).expect(204);
    await attach(a, chatId, await sidewaysJpegWithGps(), 'casa.jpg').expect(403);
    await attach(b, chatId, await sidewaysJpegWithGps(), 'casa.jpg').expect(403);
    expect((await a.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body.messages).toEqual([]);
  });

  it('should refuse what is not a photo or a recording, a pixel bomb and a note over three minutes', async () => {
    const { a, chatId } = await twoPeopleInAChat();
    const pdf = await attach(a, chatId, Buffer.from('%PDF-1.4\n%%EOF\n'), 'foto.jpg').expect(400);
    expect(pdf.body.message).toBe(CHAT_ATTACHMENT_MSG.fileInvalid);
    const fake = await attach(a, chatId, await fakeJpeg(), 'foto.jpg').expect(400);
    expect(fake.body.message).toBe(CHAT_ATTACHMENT_MSG.photoInvalid);
    const bomb = await attach(a, chatId, await pixelBombPng(), 'foto.png').expect(413);
    expect(bomb.body.message).toBe(IMAGE_MSG.tooManyPixels);
    const long = await attach(a, chatId, voiceNoteWebm(185), 'nota.webm').expect(400);
    expect(long.body.message).toBe(CHAT_ATTACHMENT_MSG.voiceTooLong);
    const none = await a.agent
      .post(`/api/chats/${chatId}/attachments`)
      .field('clientMessageId', randomUUID())
      .expect(400);
    expect(none.body.message).toBe(CHAT_ATTACHMENT_MSG.fileRequired);
    expect((await a.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body.messages).toEqual([]);
  });
});
