import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  FeaturedMentorResponse,
  MentorProfileResponse,
  STORY_SKILL_NAME,
  UserMode,
  UserStatsResponse,
  VIDEO_MSG,
  USER_MSG,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { fileUrl } from '../files/files.service';
import type { User } from '../users/entities/user.entity';
import { toPublicUser } from '../users/users.mapper';
import { toSkillVideoResponse } from '../videos/videos.mapper';
import { VideosService } from '../videos/videos.service';
import { SkillVideoSearch, tsqueryOf, videoMatchesSql } from '../videos/search/skill-video-search.service';
import { notBlockedWithSql, UsersService } from '../users/users.service';

const FEATURED_MENTORS_LIMIT = 20;

@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly videos: VideosService,
    private readonly search: SkillVideoSearch,
  ) {}

  /** The user and admins: activity counted from real rows (see UserStatsResponse). */
  async stats(viewer: User, id: string): Promise<UserStatsResponse> {
    await this.findOrFail(id);
    if (viewer.id !== id && !viewer.isAdmin) throw new AppError(ErrorCode.Forbidden, USER_MSG.ownStatsOnly);
    const [row] = await this.dataSource.query<
      { videos: number; stories: number; watched: number; chats: number; skills: number; progress: number }[]
    >(
      `SELECT
         (SELECT count(*) FROM skill_videos WHERE user_id = $1 AND skill_name <> $2)::int AS videos,
         (SELECT count(*) FROM skill_videos WHERE user_id = $1 AND skill_name = $2)::int AS stories,
         (SELECT count(*) FROM watched_videos WHERE user_id = $1)::int AS watched,
         (SELECT count(*) FROM chat_participants p JOIN chats c ON c.id = p.chat_id
            WHERE p.user_id = $1 AND c.last_seq > 0)::int AS chats,
         (SELECT count(DISTINCT skill_name) FROM skill_videos WHERE user_id = $1 AND skill_name <> $2)::int AS skills,
         (SELECT coalesce(sum(practice_count + completed_count), 0) FROM skill_progress WHERE user_id = $1)::int AS progress`,
      [id, STORY_SKILL_NAME],
    );
    const r = row;
    return {
      videosSubidos: r.videos,
      historiasCompartidas: r.stories,
      videosRevisados: r.watched,
      conversacionesActivas: r.chats,
      skillsConVideos: r.skills,
      totalActividades: r.videos + r.stories + r.watched + r.progress,
    };
  }

  /**
   * Users in mentor mode with at least one video, most videos first; not suspended ones, nor anyone
   * the viewer blocked or was blocked by.
   */
  async featuredMentors(viewerId: string, q?: string): Promise<FeaturedMentorResponse[]> {
    const plan = await this.search.plan(q);
    // With `q`: by name, or by a ready video of theirs that the search finds (search/skill-video-search.ts).
    const rows: { user_id: string; skill_name: string; videos: number }[] = await this.dataSource.query(
      `WITH s AS (SELECT ${tsqueryOf('$4')} AS tsq),
       mentors AS (
         SELECT v.user_id, count(*) AS total FROM s, skill_videos v JOIN users u ON u.id = v.user_id
          WHERE u.mode = $1 AND u.suspended_at IS NULL AND ${notBlockedWithSql('u.id', '$3::uuid')}
            AND (s.tsq IS NULL OR numnode(s.tsq) = 0 OR u.name_vector @@ s.tsq OR EXISTS (
                 SELECT 1 FROM skill_videos f WHERE f.user_id = u.id AND f.status = 'ready' AND f.skill_name <> $5
                    AND ${videoMatchesSql('f', 'u', 's.tsq')}))
          GROUP BY v.user_id ORDER BY total DESC, v.user_id LIMIT $2)
       SELECT v.user_id, v.skill_name, count(*)::int AS videos
         FROM skill_videos v JOIN mentors m ON m.user_id = v.user_id
        GROUP BY v.user_id, v.skill_name, m.total ORDER BY m.total DESC, v.user_id, videos DESC, v.skill_name`,
      [UserMode.Mentor, FEATURED_MENTORS_LIMIT, viewerId, plan?.tsquery ?? null, STORY_SKILL_NAME],
    );
    const ids = [...new Set(rows.map((r) => r.user_id))];
    const users = new Map((await this.users.findByIds(ids)).map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const u = users.get(id);
      if (!u) return [];
      const mine = rows.filter((r) => r.user_id === id);
      return [
        {
          id: u.id,
          name: u.name,
          profileImageUrl: fileUrl(u.profileImageFileId),
          bio: u.bio,
          region: u.region,
          country: u.country,
          skills: u.skills,
          videoSkills: mine.map((r) => r.skill_name),
          videoCount: mine.reduce((n, r) => n + r.videos, 0),
          createdAt: u.createdAt.toISOString(),
        },
      ];
    });
  }

  /** Anyone signed in: a mentor's public page with real figures only. */
  async mentorProfile(viewer: User, id: string): Promise<MentorProfileResponse> {
    const mentor = await this.findOrFail(id);
    // A suspended account's page is gone until an admin lifts the suspension.
    if (mentor.suspendedAt && !viewer.isAdmin) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.userNotFound);
    // Nor is it there for someone the mentor blocked or was blocked by.
    if (viewer.id !== id && (await this.users.blockedBetween(viewer.id, id)))
      throw new AppError(ErrorCode.NotFound, VIDEO_MSG.userNotFound);
    const videos = await this.videos.withAuthor().andWhere('v.userId = :id', { id }).getMany();
    const [{ learners }] = await this.dataSource.query<[{ learners: number }]>(
      `SELECT count(DISTINCT m.user_id)::int AS learners FROM (
         SELECT s.user_id FROM saved_videos s JOIN skill_videos v ON v.id = s.video_id WHERE v.user_id = $1
         UNION SELECT w.user_id FROM watched_videos w JOIN skill_videos v ON v.id = w.video_id WHERE v.user_id = $1
       ) m WHERE m.user_id <> $1`,
      [id],
    );
    const stories = videos.filter((v) => v.skillName === STORY_SKILL_NAME);
    const skillVideos = videos.filter((v) => v.skillName !== STORY_SKILL_NAME);
    return {
      mentor: toPublicUser(mentor),
      figures: {
        videoCount: skillVideos.length,
        storyCount: stories.length,
        learnerCount: learners,
        memberSince: mentor.createdAt.toISOString(),
      },
      videos: [...skillVideos, ...stories].map((v) => toSkillVideoResponse({ ...v, user: mentor })),
    };
  }

  private async findOrFail(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.userNotFound);
    return user;
  }
}
