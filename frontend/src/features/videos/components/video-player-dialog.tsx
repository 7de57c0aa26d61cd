import { loadWhenShown } from '@/components/ui/load-when-shown';

/** The video player in its dialog; its code (dialog, player) loads when a video is first opened. */
export const VideoPlayerDialog = loadWhenShown(
  () => import('./video-player').then((m) => m.VideoPlayerDialog),
  ({ video }) => video !== null,
  ({ onClose }) => onClose(),
);
