import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sidewaysJpegWithGps } from '../media/photos';
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
    const boundary = '----dropped-attachment';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="clientMessageId"',
        '',
        randomUUID(),
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="casa.jpg"',
        'Content-Type: image/jpeg',
        '',
        '',
      ].join('\r\n'),
    );
    const req = request(`${t.url}/api/chats/${chat.id}/attachments`, {
      method: 'POST',
      headers: {
        cookie: a.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Announces 5 MB and sends far less, like a phone that lost its signal.
        'content-length': String(5 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined); // the socket is destroyed on purpose
    req.write(head);
    req.write(await sidewaysJpegWithGps());
    req.write(Buffer.alloc(256 * 1024));
    await waitFor(() => storedFiles(t).some((n) => n.startsWith('tmp/')));
    expect(storedFiles(t).filter((n) => n.startsWith('tmp/'))).toHaveLength(1); // the part under way

    req.destroy();
    await waitFor(() => storedFiles(t).length === 0);
    expect(storedFiles(t)).toEqual([]);
    expect((await a.agent.get(`/api/chats/${chat.id}/messages`).expect(200)).body.messages).toEqual([]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
