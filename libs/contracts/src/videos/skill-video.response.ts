/** 'processing' until the server made the playable MP4; only its owner sees a video that is not ready. */
export type VideoStatus = 'processing' | 'ready' | 'failed';

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

export type SkillVideoPage = PagedResponse<SkillVideoResponse>;

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
