import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, SavedVideoResponse, SavedVideoToggleResponse, VIDEO_MSG } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { User } from '../users/entities/user.entity';
import { SavedVideo } from './entities/video-marks.entity';
import { toSkillVideoResponse, VideoWithAuthor } from './videos.mapper';
import { VideosService } from './videos.service';

/** 'Habilidades Guardadas': each user reads and changes only their own list. */
@Injectable()
export class SavedVideosService {
  constructor(
    @InjectRepository(SavedVideo) private readonly saved: Repository<SavedVideo>,
    private readonly videos: VideosService,
  ) {}

  async list(viewer: User, userId: string): Promise<SavedVideoResponse[]> {
    this.assertOwn(viewer, userId);
    const rows = await this.videos
      .withAuthor(viewer.id)
      .innerJoin(SavedVideo, 's', 's.video_id = v.id AND s.user_id = :userId', { userId })
      .addSelect('s.created_at', 'saved_at')
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('v.id', 'DESC')
      .getRawAndEntities();
    return rows.entities.map((v, i) => ({
      ...toSkillVideoResponse(v as VideoWithAuthor),
      savedAt: new Date((rows.raw[i] as { saved_at: string }).saved_at).toISOString(),
    }));
  }

  /** Saving twice keeps one mark (the toggle is idempotent). */
  async save(viewer: User, userId: string, videoId: string): Promise<SavedVideoToggleResponse> {
    this.assertOwn(viewer, userId);
    await this.videos.findOrFail(videoId, viewer.id);
    await this.saved.createQueryBuilder().insert().values({ userId, videoId }).orIgnore().execute();
    return { videoId, saved: true };
  }

  async unsave(viewer: User, userId: string, videoId: string): Promise<SavedVideoToggleResponse> {
    this.assertOwn(viewer, userId);
    await this.saved.delete({ userId, videoId });
    return { videoId, saved: false };
  }

  private assertOwn(viewer: User, userId: string) {
    if (viewer.id !== userId) throw new AppError(ErrorCode.Forbidden, VIDEO_MSG.savedOwnOnly);
  }
}
