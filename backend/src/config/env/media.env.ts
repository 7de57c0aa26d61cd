import { IntVar, OptionalStringVar } from './env-values';

/** Videos and chat attachments: sizes, quotas, upload rates, transcoding and captions. */
export class MediaEnv {
  /** Largest skill video accepted, in bytes (200 MB; docs/decisions/sessions-and-identity.md); tests lower it. */
  @IntVar(1024)
  VIDEO_MAX_BYTES = 200 * 1024 * 1024;

  /** Bytes of video (and posters) one user may keep, uploads in progress included (2 GiB). */
  @IntVar(1024)
  VIDEO_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;

  /** Video uploads one user may start per hour. */
  @IntVar(1)
  UPLOADS_PER_HOUR = 20;

  /** Photos and voice notes one user may send in chats per hour. */
  @IntVar(1)
  CHAT_ATTACHMENTS_PER_HOUR = 60;

  /** Longest one ffmpeg run may take on an uploaded video or voice note before it is killed and the media fails. */
  @IntVar(1)
  TRANSCODE_TIMEOUT_SECONDS = 15 * 60;

  /**
   * A sherpa-onnx speech model's folder (docs/decisions/player-and-captions.md); set, every video that
   * becomes ready gets an automatic caption draft. Unset (the default): no automatic captions at all.
   */
  @OptionalStringVar()
  CAPTIONS_MODEL_DIR?: string;
}
