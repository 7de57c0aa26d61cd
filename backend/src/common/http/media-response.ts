import type { Readable } from 'node:stream';
import type { Response } from 'express';

/** A byte range of a stored file, for HTTP Range answers. */
export interface MediaSlice {
  stream: Readable;
  start: number;
  end: number;
  size: number;
}

/**
 * Pipes a file slice to the response with the Range headers a <video> or <audio> element needs (Safari plays nothing without them); only the
 * requested bytes are read from disk.
 */
export function sendMedia(res: Response, mimeType: string, slice: MediaSlice, partial: boolean): void {
  res.status(partial ? 206 : 200).set({
    'Content-Type': mimeType,
    'Content-Length': String(slice.end - slice.start + 1),
    'Accept-Ranges': 'bytes',
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, max-age=3600',
    ...(partial && { 'Content-Range': `bytes ${slice.start}-${slice.end}/${slice.size}` }),
  });
  slice.stream.on('error', () => res.destroy());
  res.on('close', () => slice.stream.destroy());
  slice.stream.pipe(res);
}
