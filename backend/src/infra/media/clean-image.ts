import { ErrorCode, IMAGE_MSG } from '@conectando/contracts';
import sharp from 'sharp';
import { AppError } from '../../common/errors/app-error';

/** Longest side of any image the app keeps. */
export const MAX_IMAGE_SIDE = 1600;
/**
 * Most pixels an upload may decode to: a 48-megapixel phone photo fits, a decompression bomb (a tiny
 * PNG of 50,000 × 50,000 pixels) is refused from its header, before a byte of it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Formats a phone or a computer sends as a photo; anything else is not taken as an image. */
const DECODABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff', 'avif']);

export interface CleanImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

/** Why an upload was not taken as an image: the caller says it in its own words. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason);
  }
}

/**
 * Re-encodes an image so that what is stored says nothing about where or with what it was taken: the
 * orientation is applied to the pixels, every metadata block (EXIF, GPS, XMP, ICC comments) is left
 * behind (sharp writes none unless asked), and the longest side is at most MAX_IMAGE_SIDE. Images with
 * transparency become WebP, the rest JPEG. Rejects with ImageRejected when the bytes are not a
 * decodable image or would decode to more than MAX_INPUT_PIXELS.
 */
export async function cleanImage(input: Buffer | string): Promise<CleanImage> {
  // The header alone: dimensions and format, without decoding the pixels.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejected('not-an-image');
    });
  if (!meta.format || !DECODABLE_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected('not-an-image');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = meta.hasAlpha ? image.webp({ quality: 82 }) : image.jpeg({ quality: 82, mozjpeg: true });
  // A file whose header reads well but whose pixels do not decode (truncated, forged) is no image either.
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new ImageRejected('not-an-image');
  });
  return meta.hasAlpha
    ? { data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height }
    : { data, mimeType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
}

/** cleanImage, its refusals as the Spanish answers a caller sends back (400 not an image, 413 a bomb). */
export async function cleanImageOrRefuse(input: Buffer | string, invalidMessage: string): Promise<CleanImage> {
  try {
    return await cleanImage(input);
  } catch (e) {
    if (!(e instanceof ImageRejected)) throw e;
    if (e.reason === 'too-many-pixels') throw new AppError(ErrorCode.FileTooLarge, IMAGE_MSG.tooManyPixels);
    throw new AppError(ErrorCode.FileInvalid, invalidMessage);
  }
}
