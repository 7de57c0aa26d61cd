import { randomUUID } from 'node:crypto';
import { sidewaysJpegWithGps } from '../media/photos';
import { startCutOffUpload, waitUntil } from '../support/cut-off-upload';
import { openChat, personaPayload, signedUp } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { storedFiles } from '../videos/video-helpers';

/**
 * The one multipart intake (infra/uploads) on a route other than videos: a chat photo cut off midway
 * (the line dropped on a phone) leaves no half-written temp file and no message.
 */
describe('a chat attachment whose upload is cut off mid-file', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { redis: true, listen: true })));
  afterAll(() => t.close());

  it('should keep nothing: no message, and the part written to STORAGE_DIR/tmp is removed', async () => {
    await t.reset();
    const a = await signedUp(t, personaPayload({ name: 'Ana' }));
    const b = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(a, b);
    const req = startCutOffUpload(
      `${t.url}/api/chats/${chat.id}/attachments`,
      a.cookie,
      { clientMessageId: randomUUID() },
      { filename: 'casa.jpg', type: 'image/jpeg', firstBytes: await sidewaysJpegWithGps() },
    );
    await waitUntil(() => storedFiles(t).some((n) => n.startsWith('tmp/')));
    expect(storedFiles(t).filter((n) => n.startsWith('tmp/'))).toHaveLength(1); // the part under way

    req.destroy();
    await waitUntil(() => storedFiles(t).length === 0);
    expect(storedFiles(t)).toEqual([]);
    expect((await a.agent.get(`/api/chats/${chat.id}/messages`).expect(200)).body.messages).toEqual([]);
  });
});
