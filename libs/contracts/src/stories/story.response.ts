import type { SkillVideoResponse } from '../videos/skill-video.response';

/** A 'Historia Personal' video on /stories: real stories, not sample cards. */
export interface StoryResponse extends SkillVideoResponse {
  /** Whole years from the author's birth date; null when the author gave none. */
  authorAge: number | null;
  likeCount: number;
  likedByMe: boolean;
  /** Comments the viewer can read (blocked people's left out). */
  commentsCount: number;
}

/** POST/DELETE /api/stories/:videoId/like: the state after the change. */
export interface StoryLikeResponse {
  videoId: string;
  likeCount: number;
  likedByMe: boolean;
}
