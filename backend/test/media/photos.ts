import sharp from 'sharp';

/**
 * Photos as a phone makes them, built by sharp when a spec starts: a JPEG stored sideways with the
 * EXIF orientation that turns it upright, the maker's tags and a GPS position (Santiago).
 */

/** 40×20 as stored: left half red, right half blue. Orientation 6 shows it turned a quarter clockwise. */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: 'red' } })
    .composite([{ input: blue, left: 20, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 26/1 56/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A grey PNG of 8,000 × 8,000 (64 megapixels) that weighs a few kilobytes: a decompression bomb. */
export function pixelBombPng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 8000, channels: 3, background: 'grey' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A JPEG's first bytes (its type check passes) followed by text: no decoder can read it. */
export async function fakeJpeg(): Promise<Buffer> {
  const real = await sidewaysJpegWithGps();
  return Buffer.concat([real.subarray(0, 32), Buffer.from('esto no es una foto '.repeat(200))]);
}

/** The tags of the EXIF block's first directory (IFD0), from its TIFF header; none without EXIF. */
export function exifTagsOf(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

/** The EXIF tag pointing at the GPS directory. */
export const GPS_IFD_TAG = 0x8825;

/** The colour at a pixel, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
