import { IMAGE_MSG, MSG } from '@conectando/contracts';
import sharp from 'sharp';
import { cleanImage, ImageRejected } from '../../src/infra/media/clean-image';
import { dataUrl, institutionPayload, personaPayload, signedUp } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { exifTagsOf, fakeJpeg, GPS_IFD_TAG, pixelAt, pixelBombPng, sidewaysJpegWithGps } from './photos';

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]) < 40);

const rawBody = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** What a stored photo shows: upright (taller than wide, red on top) and carrying no EXIF at all. */
async function expectUprightWithoutMetadata(stored: Buffer) {
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([20, 40]);
  // Turned a quarter clockwise, the left (red) half of the sideways original is on top.
  expect(near(await pixelAt(stored, 10, 5), RED)).toBe(true);
  expect(near(await pixelAt(stored, 10, 35), BLUE)).toBe(true);
  expect(stored.includes('iPhone')).toBe(false);
}

describe('cleanImage', () => {
  it('should turn a sideways phone photo upright and drop its GPS and device tags', async () => {
    const photo = await sidewaysJpegWithGps();
    // The fixture is what it claims: GPS in its EXIF, stored sideways.
    const before = await sharp(photo).metadata();
    expect(exifTagsOf(before.exif)).toContain(GPS_IFD_TAG);
    expect(before.orientation).toBe(6);
    const clean = await cleanImage(photo);
    expect(clean.mimeType).toBe('image/jpeg');
    await expectUprightWithoutMetadata(clean.data);
  });

  it('should bound the longest side to 1600 pixels', async () => {
    const big = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: 'green' } })
      .jpeg()
      .toBuffer();
    const clean = await cleanImage(big);
    expect([clean.width, clean.height]).toEqual([1600, 500]);
  });

  it('should refuse a decompression bomb from its header and bytes that only start like a JPEG', async () => {
    await expect(cleanImage(await pixelBombPng())).rejects.toEqual(new ImageRejected('too-many-pixels'));
    await expect(cleanImage(await fakeJpeg())).rejects.toEqual(new ImageRejected('not-an-image'));
    await expect(cleanImage(Buffer.from('%PDF-1.4 hola'))).rejects.toEqual(new ImageRejected('not-an-image'));
  });
});

describe('images uploaded at registration', () => {
  const { t } = appPerSuite();

  const download = async (who: Awaited<ReturnType<typeof signedUp>>, url: string) =>
    (await who.agent.get(url).buffer(true).parse(rawBody).expect(200)).body as Buffer;

  it('should store a profile photo upright, without its GPS position', async () => {
    const photo = await sidewaysJpegWithGps();
    const ana = await signedUp(t, personaPayload({ profileImage: dataUrl('image/jpeg', photo) }));
    const me = (await ana.agent.get(`/api/users/${ana.user.id}`).expect(200)).body as { profileImageUrl: string };
    const res = await ana.agent.get(me.profileImageUrl).buffer(true).parse(rawBody).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    await expectUprightWithoutMetadata(res.body as Buffer);
  });

  it("should store an institution's document photo without its metadata", async () => {
    const photo = await sidewaysJpegWithGps();
    const inst = await signedUp(t, institutionPayload({ institutionDocumentUrl: dataUrl('image/jpeg', photo) }));
    const me = (await inst.agent.get(`/api/users/${inst.user.id}`).expect(200)).body as {
      institutionDocumentUrl: string;
    };
    await expectUprightWithoutMetadata(await download(inst, me.institutionDocumentUrl));
  });

  it('should refuse a fake photo and a pixel bomb with a Spanish message, creating no account', async () => {
    const fake = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ profileImage: dataUrl('image/jpeg', await fakeJpeg()) }))
      .expect(400);
    expect(fake.body.message).toBe(MSG.photoInvalid);
    const bomb = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ profileImage: dataUrl('image/png', await pixelBombPng()) }))
      .expect(413);
    expect(bomb.body.message).toBe(IMAGE_MSG.tooManyPixels);
    expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM users`))[0].n)).toBe(0);
  });
});
