import { Injectable, OnModuleInit } from '@nestjs/common';
import { STORY_SKILL_NAME } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { SkillVideo } from './entities/skill-video.entity';
import { ResumableUploadsService } from './resumable/resumable-uploads.service';
import { VideoFilesService } from './video-files.service';
import { videoFileUrl, videoPosterUrl } from './videos.mapper';

/**
 * The videos and stories a person shared (details and links to their files) and the ones they saved,
 * watched or liked, and the uploads still under way. Erased with their bytes; the marks others left on
 * them go with them.
 */
@Injectable()
export class VideosPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
    private readonly files: VideoFilesService,
    private readonly uploads: ResumableUploadsService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'videos',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const videos = await this.dataSource
          .getRepository(SkillVideo)
          .find({ where: { userId }, order: { createdAt: 'ASC' } });
        return videos.map((v) => ({
          id: v.id,
          kind: v.skillName === STORY_SKILL_NAME ? 'story' : 'skill-video',
          title: v.title,
          description: v.description,
          skillName: v.skillName,
          categoryId: v.categoryId,
          durationSeconds: v.durationSeconds,
          status: v.status,
          videoUrl: videoFileUrl(v.id),
          posterUrl: v.posterStorageName ? videoPosterUrl(v.id) : null,
          sizeBytes: Number(v.videoSizeBytes),
          createdAt: v.createdAt.toISOString(),
        }));
      },
      eraseFor: async ({ tx, userId, afterCommit }) => {
        const gone = await tx.getRepository(SkillVideo).find({ where: { userId } });
        // Saved marks and likes on these videos cascade with them.
        await tx.delete(SkillVideo, { userId });
        afterCommit(() => this.files.remove(...gone.flatMap((v) => [v.videoStorageName, v.posterStorageName])));
      },
    });
    this.registry.register({
      key: 'videoUploads',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) => this.uploads.uploadsOf(userId),
      eraseFor: async ({ tx, userId, afterCommit }) => {
        const ids = await this.uploads.eraseRowsOf(tx, userId);
        if (ids.length) afterCommit(() => this.uploads.removeUploads(ids));
      },
    });
    this.registry.register({
      key: 'videoMarks',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: { kind: string; video_id: string; created_at: Date }[] = await this.dataSource.query(
          `SELECT 'saved' AS kind, video_id, created_at FROM saved_videos WHERE user_id = $1
           UNION ALL SELECT 'watched', video_id, created_at FROM watched_videos WHERE user_id = $1
           UNION ALL SELECT 'liked-story', video_id, created_at FROM story_likes WHERE user_id = $1
           UNION ALL SELECT 'progress', video_id, updated_at FROM video_progress WHERE user_id = $1
           ORDER BY created_at`,
          [userId],
        );
        const progress: { video_id: string; seconds: number }[] = await this.dataSource.query(
          `SELECT video_id, seconds FROM video_progress WHERE user_id = $1`,
          [userId],
        );
        const at = new Map(progress.map((p) => [p.video_id, p.seconds]));
        return rows.map((r) => ({
          kind: r.kind,
          videoId: r.video_id,
          at: r.created_at.toISOString(),
          ...(r.kind === 'progress' ? { seconds: at.get(r.video_id) } : {}),
        }));
      },
      eraseFor: async ({ tx, userId }) => {
        for (const table of ['saved_videos', 'watched_videos', 'story_likes', 'video_progress'])
          await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      },
    });
  }
}
