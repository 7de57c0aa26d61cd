import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  ShareStoryDto,
  STORY_SKILL_NAME,
  StoryLikeResponse,
  StoryResponse,
  VIDEO_MSG,
} from '@conectando/contracts';
import { In, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { User } from '../users/entities/user.entity';
// Likes are a mark on a video (videos owns the table); stories counts and toggles them for its cards.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StoryLike } from '../videos/entities/video-marks.entity';
import type { UploadedVideoFiles } from '../videos/video-upload.interceptor';
import { toSkillVideoResponse, VideoWithAuthor } from '../videos/videos.mapper';
import { VideosService } from '../videos/videos.service';
import { StoryCommentsService } from './comments/story-comments.service';

const STORIES_LIMIT = 100;

/** Whole years between a 'YYYY-MM-DD' birth date and today. */
export function ageFrom(birthDate: string | null, today = new Date()): number | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

/** 'Relatos de la Comunidad': the real 'Historia Personal' videos with their likes. */
@Injectable()
export class StoriesService {
  constructor(
    @InjectRepository(StoryLike) private readonly likes: Repository<StoryLike>,
    private readonly videos: VideosService,
    private readonly comments: StoryCommentsService,
  ) {}

  async list(viewer: User): Promise<StoryResponse[]> {
    const rows = await this.videos
      .withAuthor(viewer.id)
      .andWhere('v.skillName = :story', { story: STORY_SKILL_NAME })
      .limit(STORIES_LIMIT)
      .getMany();
    return this.withLikes(viewer, rows as VideoWithAuthor[]);
  }

  async ofUser(viewer: User, userId: string): Promise<StoryResponse[]> {
    return this.withLikes(viewer, await this.videos.ofUser(userId, true, viewer.id));
  }

  /** Shares a story: a skill video under 'Historia Personal', same checks as any upload. */
  async share(author: User, dto: ShareStoryDto, uploaded: UploadedVideoFiles): Promise<StoryResponse> {
    const video = await this.videos.upload(author, { ...dto, skillName: STORY_SKILL_NAME }, uploaded);
    return { ...video, authorAge: ageFrom(author.birthDate), likeCount: 0, likedByMe: false, commentsCount: 0 };
  }

  /** Liking twice keeps one like. */
  async like(viewer: User, videoId: string): Promise<StoryLikeResponse> {
    await this.findStory(viewer, videoId);
    await this.likes.createQueryBuilder().insert().values({ userId: viewer.id, videoId }).orIgnore().execute();
    return this.likeState(viewer, videoId);
  }

  async unlike(viewer: User, videoId: string): Promise<StoryLikeResponse> {
    await this.findStory(viewer, videoId);
    await this.likes.delete({ userId: viewer.id, videoId });
    return this.likeState(viewer, videoId);
  }

  private async likeState(viewer: User, videoId: string): Promise<StoryLikeResponse> {
    const [likeCount, mine] = await Promise.all([
      this.likes.countBy({ videoId }),
      this.likes.existsBy({ videoId, userId: viewer.id }),
    ]);
    return { videoId, likeCount, likedByMe: mine };
  }

  private async findStory(viewer: User, videoId: string) {
    const video = await this.videos.findOrFail(videoId, viewer.id).catch(() => null);
    if (!video || video.skillName !== STORY_SKILL_NAME) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.storyNotFound);
    return video;
  }

  private async withLikes(viewer: User, rows: VideoWithAuthor[]): Promise<StoryResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const commentCounts = await this.comments.countsFor(viewer.id, ids);
    const counts = await this.likes
      .createQueryBuilder('l')
      .select('l.video_id', 'videoId')
      .addSelect('count(*)::int', 'count')
      .addSelect('bool_or(l.user_id = :viewer)', 'mine')
      .where({ videoId: In(ids) })
      .setParameter('viewer', viewer.id)
      .groupBy('l.video_id')
      .getRawMany<{ videoId: string; count: number; mine: boolean }>();
    const byId = new Map(counts.map((c) => [c.videoId, c]));
    return rows.map((r) => ({
      ...toSkillVideoResponse(r),
      authorAge: ageFrom(r.user.birthDate),
      likeCount: byId.get(r.id)?.count ?? 0,
      likedByMe: byId.get(r.id)?.mine ?? false,
      commentsCount: commentCounts.get(r.id) ?? 0,
    }));
  }
}
