import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PRIVACY_MSG } from '@conectando/contracts';
import { ResumableUploadsService } from '../../src/modules/videos/resumable/resumable-uploads.service';
import { voiceNoteWebm } from '../media/clips';
import { sidewaysJpegWithGps } from '../media/photos';
import { openChat, PASSWORD, personaPayload, signedUp } from '../support/factories';
import { connectSocket, nextEvent, TestSocket } from '../support/sockets';
import { appPerSuite } from '../support/suite-app';
import { settled } from '../support/settled';
import { MP4_BYTES, signedMentor, storedFiles } from '../videos/video-helpers';

type Signed = Awaited<ReturnType<typeof signedUp>>;

interface ExportedMessage {
  id: string;
  sentByMe: boolean;
  kind: string;
  content: string;
  attachment: { url: string; mimeType: string; sizeBytes: number; durationSeconds: number | null } | null;
}

describe('data rights: chat photos and voice notes, uploads under way', () => {
  const sockets: TestSocket[] = [];
  const { t } = appPerSuite({}, { redis: true, listen: true });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await settled(t);
  });

  const attach = (who: Signed, chatId: string, bytes: Buffer, filename: string) =>
    who.agent
      .post(`/api/chats/${chatId}/attachments`)
      .field('clientMessageId', randomUUID())
      .attach('file', bytes, filename)
      .expect(201)
      .then((r) => r.body as { id: string; attachment: { url: string } });

  const exportOf = async (who: Signed) =>
    (JSON.parse((await who.agent.get('/api/me/export').expect(200)).text) as { parts: Record<string, unknown> }).parts;

  async function anaAndBetoSharingMedia() {
    const ana = await signedUp(t, personaPayload({ name: 'Ana Pérez' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto Soto' }));
    const chat = await openChat(ana, beto);
    const photo = await attach(ana, chat.id, await sidewaysJpegWithGps(), 'casa.jpg');
    const voice = await attach(ana, chat.id, voiceNoteWebm(2), 'nota.webm');
    const betoPhoto = await attach(beto, chat.id, await sidewaysJpegWithGps(), 'perro.jpg');
    return { ana, beto, chatId: chat.id, photo, voice, betoPhoto };
  }

  it('should list the photos and voice notes of the person’s chats with links they can open', async () => {
    const { ana, photo, voice, betoPhoto } = await anaAndBetoSharingMedia();
    const messages = (await exportOf(ana)).messages as ExportedMessage[];
    expect(messages.map((m) => [m.id, m.kind, m.sentByMe, m.attachment?.url])).toEqual([
      [photo.id, 'photo', true, photo.attachment.url],
      [voice.id, 'voice', true, voice.attachment.url],
      [betoPhoto.id, 'photo', false, betoPhoto.attachment.url],
    ]);
    expect(messages[1].attachment).toMatchObject({ mimeType: 'audio/mp4', durationSeconds: expect.any(Number) });
    expect(JSON.stringify(messages)).not.toMatch(/storageName/);
    // The links are the chat's own, participant-only: they open for her.
    for (const m of messages) await ana.agent.get(m.attachment!.url).expect(200);
  });

  it('should turn the person’s photos and voice notes into "Mensaje eliminado" and remove their files', async () => {
    const { ana, beto, chatId, photo, voice, betoPhoto } = await anaAndBetoSharingMedia();
    expect(storedFiles(t)).toHaveLength(3);

    const betoSocket = await connectSocket(t.url, beto.cookie);
    sockets.push(betoSocket);
    const told = nextEvent(betoSocket, 'chat:participant-erased');

    await ana.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

    // Beto's open chat hears it live, and what it refetches reads 'Cuenta eliminada'.
    expect(await told).toEqual({ chatId });
    const [listed] = (await beto.agent.get(`/api/chats/user/${beto.user.id}`).expect(200)).body as {
      otherUser?: { name: string };
    }[];
    expect(JSON.stringify(listed)).toContain(PRIVACY_MSG.deletedName);
    // Beto's conversation keeps its shape: her messages are plain text now, with no file to open.
    const page = (await beto.agent.get(`/api/chats/${chatId}/messages`).expect(200)).body as {
      messages: { id: string; kind?: string; content: string; attachment?: unknown }[];
    };
    expect(page.messages.map((m) => [m.id, m.kind ?? 'text', m.content, 'attachment' in m])).toEqual([
      [photo.id, 'text', PRIVACY_MSG.deletedMessage, false],
      [voice.id, 'text', PRIVACY_MSG.deletedMessage, false],
      [betoPhoto.id, 'photo', 'Foto', true],
    ]);
    const rows = await t.db.query(`SELECT kind, attachment FROM messages WHERE sender_id = $1`, [ana.user.id]);
    expect(rows).toEqual([
      { kind: 'text', attachment: null },
      { kind: 'text', attachment: null },
    ]);
    await beto.agent.get(photo.attachment.url).expect(404);
    await beto.agent.get(voice.attachment.url).expect(404);
    // Only Beto's own photo is left in the object storage.
    expect(storedFiles(t)).toHaveLength(1);
    await beto.agent.get(betoPhoto.attachment.url).expect(200);
  });

  it('should list uploads under way and erase their rows and bytes', async () => {
    const mentor = await signedMentor(t);
    const created = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Cookie: mentor.cookie,
        'Upload-Length': String(MP4_BYTES.length),
        'Upload-Metadata': `filename ${Buffer.from('pan.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const patched = await fetch(`${t.url}/api/uploads/${id}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        Cookie: mentor.cookie,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: MP4_BYTES.subarray(0, 1000),
    });
    expect(patched.status).toBe(204);
    const directory = t.app.get(ResumableUploadsService).directory;
    const leftovers = () => (existsSync(directory) ? readdirSync(directory).filter((n) => n.startsWith(id)) : []);
    expect(leftovers().length).toBeGreaterThan(0);

    expect((await exportOf(mentor)).videoUploads).toEqual([
      { id, sizeBytes: MP4_BYTES.length, createdAt: expect.any(String) },
    ]);

    await mentor.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
    expect(await t.db.query(`SELECT 1 FROM video_uploads`)).toEqual([]);
    expect(leftovers()).toEqual([]);
  });
});
