import sharp from 'sharp';

/** Longest side of any image the app keeps. */
export const MAX_IMAGE_SIDE = 1600;
// A decompression bomb (a tiny PNG of 50,000 × 50,000 pixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

export interface CleanImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

/**
 * Re-encodes an image so that what is stored says nothing about where or with what it was taken: the
 * orientation is applied to the pixels, every metadata block (EXIF, GPS, XMP, ICC comments) is left
 * behind (sharp writes none unless asked), and the longest side is at most MAX_IMAGE_SIDE. Images with
 * transparency become WebP, the rest JPEG. Rejects when the bytes are not a decodable image.
 */
export async function cleanImage(input: Buffer | string): Promise<CleanImage> {
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { hasAlpha } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const encoded = hasAlpha ? image.webp({ quality: 82 }) : image.jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return hasAlpha
    ? { data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height }
    : { data, mimeType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
}
