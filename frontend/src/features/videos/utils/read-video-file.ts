import { previewSeekSeconds } from '@conectando/contracts';

// When the browser cannot read a video's duration, 60 seconds is used.
export const FALLBACK_DURATION_SECONDS = 60;

// A file the browser cannot decode must not leave the dialog waiting forever.
const READ_TIMEOUT_MS = 8000;

export interface VideoFileInfo {
  // Whole seconds, at least 1; 60 when the browser could not tell.
  duration: number;
  // A JPEG frame at min(1 s, 10% of the duration), or null when none could be drawn.
  poster: Blob | null;
}

const once = (video: HTMLVideoElement, event: keyof HTMLVideoElementEventMap) =>
  new Promise<boolean>((resolve) => {
    const timer = window.setTimeout(() => finish(false), READ_TIMEOUT_MS);
    const onEvent = () => finish(true);
    const onError = () => finish(false);
    function finish(ok: boolean) {
      window.clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
      resolve(ok);
    }
    video.addEventListener(event, onEvent);
    video.addEventListener('error', onError);
  });

const drawPoster = (video: HTMLVideoElement): Promise<Blob | null> =>
  new Promise((resolve) => {
    if (!video.videoWidth || !video.videoHeight) return resolve(null);
    // Posters are small pictures on cards: at most 640 px wide is plenty.
    const scale = Math.min(1, 640 / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return resolve(null);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.82);
  });

// Reads a chosen video in the browser: its duration (fallback 60 s) and a poster frame taken
// at min(1 s, 10% of the duration), so the server never has to decode video.
export async function readVideoFile(file: Blob): Promise<VideoFileInfo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'auto';
  video.muted = true;
  video.playsInline = true;
  try {
    const metadataRead = once(video, 'loadedmetadata');
    video.src = url;
    if (!(await metadataRead)) return { duration: FALLBACK_DURATION_SECONDS, poster: null };

    const readable = Number.isFinite(video.duration) && video.duration > 0;
    const duration = readable ? Math.max(1, Math.round(video.duration)) : FALLBACK_DURATION_SECONDS;

    const seeked = once(video, 'seeked');
    video.currentTime = previewSeekSeconds(readable ? video.duration : FALLBACK_DURATION_SECONDS);
    const poster = (await seeked) ? await drawPoster(video) : null;
    return { duration, poster };
  } catch {
    return { duration: FALLBACK_DURATION_SECONDS, poster: null };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
