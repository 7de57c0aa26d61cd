import { MAX_VIDEO_BYTES, VIDEO_MIME_TYPES, VIDEO_MSG } from '@conectando/contracts';

const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm|mov)$/i;

// A quick check before uploading (the server checks the bytes): MP4, WebM or MOV, at most 200 MB.
// Returns the Spanish reason when the file will be refused, or null.
export function videoFileProblem(file: File): string | null {
  const typeOk = file.type
    ? (VIDEO_MIME_TYPES as readonly string[]).includes(file.type)
    : VIDEO_EXTENSIONS.test(file.name);
  if (!typeOk) return VIDEO_MSG.fileInvalid;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_MSG.fileTooLarge;
  return null;
}
