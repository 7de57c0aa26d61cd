import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, parseWebVtt, PLAYER_MSG, SkillVideoResponse, VideoProgressDto } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';
import type { User } from '../../users/entities/user.entity';
import { CaptionsStore } from '../captions/captions-store.service';
import { VideoCaptions, VideoProgress } from '../entities/video-marks.entity';
import { VideosService } from '../videos.service';

/** Closer to the end than this, the video counts as finished: the next time starts from the beginning. */
const FINISHED_MARGIN_SECONDS = 5;

/** What the player remembers and shows beside the video: where each person left it, and its captions. */
@Injectable()
export class PlayerService {
  constructor(
    @InjectRepository(VideoProgress) private readonly progress: Repository<VideoProgress>,
    @InjectRepository(VideoCaptions) private readonly captions: Repository<VideoCaptions>,
    private readonly videos: VideosService,
    private readonly captionsStore: CaptionsStore,
  ) {}

  /** The video for its player: with `resumeAt` for the caller. */
  async one(viewer: User, id: string): Promise<SkillVideoResponse> {
    const [video, mark] = await Promise.all([
      this.videos.one(viewer, id),
      this.progress.findOneBy({ userId: viewer.id, videoId: id }),
    ]);
    return { ...video, resumeAt: this.resumeAt(mark?.seconds ?? 0, video.duration) };
  }

  /** Anyone who may see the video; the last write wins (one person, one position). */
  async saveProgress(viewer: User, id: string, dto: VideoProgressDto): Promise<void> {
    await this.videos.findOrFail(id, viewer.id);
    await this.progress.upsert({ userId: viewer.id, videoId: id, seconds: dto.seconds }, ['userId', 'videoId']);
  }

  /** The owner only: replaces the captions with a valid WebVTT file (the owner's own are 'manual'). */
  async putCaptions(viewer: User, id: string, body: unknown): Promise<SkillVideoResponse> {
    const video = await this.videos.findOrFail(id, viewer.id);
    if (video.userId !== viewer.id) throw new AppError(ErrorCode.Forbidden, PLAYER_MSG.captionsOwnOnly);
    if (typeof body !== 'string' || parseWebVtt(body) === null)
      throw new AppError(ErrorCode.ValidationFailed, PLAYER_MSG.captionsInvalid);
    await this.captionsStore.store(id, body, 'manual');
    return this.videos.one(viewer, id);
  }

  /** The captions file, to whoever may see the video. */
  async readCaptions(viewer: User, id: string): Promise<string> {
    const video = await this.videos.findOrFail(id, viewer.id);
    const row = video.captionsSource ? await this.captions.findOneBy({ videoId: id }) : null;
    if (!row) throw new AppError(ErrorCode.NotFound, PLAYER_MSG.captionsNotFound);
    return row.vtt;
  }

  private resumeAt(seconds: number, duration: number | null): number | null {
    if (seconds <= 0) return null;
    if (duration !== null && seconds >= duration - FINISHED_MARGIN_SECONDS) return null;
    return seconds;
  }
}
