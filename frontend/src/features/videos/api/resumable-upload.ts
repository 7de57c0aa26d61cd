import { TUS_UPLOADS_PATH, VIDEO_MSG } from '@conectando/contracts';
import type { DetailedError, Upload } from 'tus-js-client';
import { apiErrorFromText, type ApiError } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';

// A dropped connection costs at most what the last request was carrying past what the server kept.
export const TUS_CHUNK_BYTES = 5 * 1024 * 1024;
// Brief drops are retried on their own; a long one pauses until the browser is back online.
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

export interface ResumableHandlers {
  onProgress: (fraction: number) => void;
  // The connection dropped and the retries ran out: it continues on resume() or when back online.
  onPaused: () => void;
  onFailed: (error: ApiError) => void;
}

export interface ResumableUpload {
  // The upload's id once every byte reached the server (POST /api/skill-videos names it).
  done: Promise<string>;
  resume: () => void;
  // Stops sending; the server forgets the upload and its room in the quota.
  cancel: () => Promise<void>;
  // Stops sending and keeps the upload: choosing the same file again continues it.
  stop: () => void;
}

const isNetworkDrop = (error: Error) => {
  const response = (error as DetailedError).originalResponse;
  return !response || response.getStatus() === 0 || response.getStatus() >= 500;
};

// The server's answer to a refused request: its Spanish message (413 too big or over the quota, 400 a
// file that is not a video), or the network message when nothing answered.
const toApiError = (error: Error): ApiError => {
  const response = (error as DetailedError).originalResponse;
  if (!response || response.getStatus() === 0)
    return apiErrorFromText(0, '', JSON.stringify({ message: VIDEO_MSG.uploadFailed }));
  return apiErrorFromText(response.getStatus(), '', response.getBody() ?? '');
};

/**
 * Sends a video with tus (/api/uploads) in chunks. The upload's address is kept in localStorage under
 * the file's fingerprint, so choosing the same file again (after a reload) continues where it stopped.
 * tus-js-client is loaded on first use: it stays out of the first page's scripts.
 */
export async function startResumableUpload(file: File, handlers: ResumableHandlers): Promise<ResumableUpload> {
  const { Upload: TusUpload } = await import('tus-js-client');
  let resolveDone!: (id: string) => void;
  const done = new Promise<string>((resolve) => (resolveDone = resolve));
  let paused = false;
  const userId = getStoredUserId();
  const upload: Upload = new TusUpload(file, {
    endpoint: TUS_UPLOADS_PATH,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name.slice(0, 200), filetype: file.type },
    headers: userId ? { 'x-user-id': userId } : {},
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => handlers.onProgress(total > 0 ? sent / total : 0),
    onSuccess: () => resolveDone(String(upload.url).split('/').pop()!),
    onError: (error) => {
      if (isNetworkDrop(error)) {
        paused = true;
        handlers.onPaused();
      } else handlers.onFailed(toApiError(error));
    },
  });
  const resume = () => {
    paused = false;
    upload.start();
  };
  const whenOnline = () => {
    if (paused) resume();
  };
  window.addEventListener('online', whenOnline);
  void done.finally(() => window.removeEventListener('online', whenOnline));

  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    done,
    resume,
    cancel: async () => {
      window.removeEventListener('online', whenOnline);
      await upload.abort(true).catch(() => undefined);
    },
    stop: () => {
      window.removeEventListener('online', whenOnline);
      void upload.abort(false);
    },
  };
}
