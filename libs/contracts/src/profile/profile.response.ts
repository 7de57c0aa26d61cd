import type { UserPublicResponse } from '../users/user.response';
import type { SkillVideoResponse } from '../videos/skill-video.response';

/**
 * GET /api/users/:id/stats ("Stats"), counted from real rows:
 * videosSubidos: own videos that are not stories; historiasCompartidas: own 'Historia Personal' videos;
 * videosRevisados: distinct videos the user marked as watched (POST /api/skill-videos/:id/watched);
 * conversacionesActivas: chats the user takes part in that have at least one message;
 * skillsConVideos: distinct skills of the user's non-story videos;
 * totalActividades: videos + stories + watched videos + practices + completed lessons.
 */
export interface UserStatsResponse {
  videosSubidos: number;
  historiasCompartidas: number;
  videosRevisados: number;
  conversacionesActivas: number;
  skillsConVideos: number;
  totalActividades: number;
}

/** GET /api/users/:id/skill-progress: one entry per skill the user practised or completed. */
export interface SkillProgressResponse {
  skillName: string;
  categoryId: string | null;
  /** 'Práctica' presses (POST .../practice). */
  practiceCount: number;
  /** 'Lección' completions (POST .../complete). */
  completedCount: number;
  /** First completion; null while never completed. */
  completedAt: string | null;
  lastActivityAt: string;
}

/** A featured mentor on /skills (GET /api/users/role/mentor): mentor mode and at least one video. */
export interface FeaturedMentorResponse {
  id: string;
  name: string;
  profileImageUrl: string | null;
  bio: string | null;
  region: string;
  country: string;
  skills: string[];
  /** Skills the mentor has videos for, most videos first. */
  videoSkills: string[];
  videoCount: number;
  createdAt: string;
}

/** Real figures on /mentor/:id (never the spec's made-up 4.9 rating or 32 students). */
export interface MentorFiguresResponse {
  videoCount: number;
  storyCount: number;
  /** Distinct other users who saved or watched one of the mentor's videos. */
  learnerCount: number;
  memberSince: string;
}

/** GET /api/mentors/:id: any signed-in user may read a mentor's public page. */
export interface MentorProfileResponse {
  mentor: UserPublicResponse;
  figures: MentorFiguresResponse;
  /** Skill videos then stories, newest first. */
  videos: SkillVideoResponse[];
}
