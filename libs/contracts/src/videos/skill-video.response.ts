/** 'processing' until the server made the playable MP4; only its owner sees a video that is not ready. */
export type VideoStatus = 'processing' | 'ready' | 'failed';
export type CaptionsSource = 'manual' | 'auto';

/** Socket `video:status` to the owner's devices when a video's processing ends. */
export interface VideoStatusEvent {
  id: string;
  status: VideoStatus;
  /** Spanish, when it failed. */
  message?: string;
}

/** A skill video as every list and detail answers it ("Skill video"). */
export interface SkillVideoResponse {
  id: string;
  /** The mentor who uploaded it. */
  userId: string;
  authorName: string;
  authorProfileImageUrl: string | null;
  title: string;
  description: string | null;
  skillName: string;
  /** The category of skillName (SKILL_CATEGORIES), null if the skill left the catalogue. */
  categoryId: string | null;
  categoryName: string | null;
  /** GET /api/skill-videos/:id/poster, or null when no poster was stored. */
  thumbnailUrl: string | null;
  /** GET /api/skill-videos/:id/file (HTTP Range supported: the player seeks without downloading all). */
  videoUrl: string;
  mimeType: string;
  sizeBytes: number;
  /** Seconds; null when unknown (cards then show CARD_DURATION_FALLBACK). */
  duration: number | null;
  isStory: boolean;
  status: VideoStatus;
  /** Whether Spanish captions exist (GET /api/skill-videos/:id/captions.vtt). */
  captions: boolean;
  /** 'manual' when the owner uploaded them, 'auto' for a draft transcribed by the server; null without. */
  captionsSource: CaptionsSource | null;
  /** GET /api/skill-videos/:id only: where the caller left the video (seconds), null if never or at the end. */
  resumeAt?: number | null;
  /** Spanish: why processing failed (status 'failed' only). */
  statusMessage?: string;
  createdAt: string;
}

/** One page of GET /api/skill-videos. */
export interface PagedResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SkillVideoPage extends PagedResponse<SkillVideoResponse> {
  /**
   * With `q`: the query with its misspelt words replaced by the closest words that exist, when that
   * finds videos ('¿Quisiste decir «empanadas»?'). Absent when every word was found as typed.
   */
  suggestion?: string;
}

/** GET /api/users/:id/saved-videos: newest saved first. */
export interface SavedVideoResponse extends SkillVideoResponse {
  savedAt: string;
}

/** POST/DELETE /api/users/:id/saved-videos/:videoId */
export interface SavedVideoToggleResponse {
  videoId: string;
  saved: boolean;
}

/** POST /api/skill-videos/:id/watched: the viewer finished (or reviewed) the video; counts once per user. */
export interface VideoWatchedResponse {
  videoId: string;
  watchedAt: string;
}
