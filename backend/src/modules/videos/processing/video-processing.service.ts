import { rm } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { VIDEO_MSG, VideoStatus } from '@conectando/contracts';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AppError } from '../../../common/errors/app-error';
import { MediaToolError, playsEverywhere, probeMedia, transcodeToMp4 } from '../../../infra/media/ffmpeg';
import { OutboxService } from '../../../infra/events/outbox.service';
import { RealtimeEmitter } from '../../../infra/realtime/realtime-emitter.service';
import { SkillVideo } from '../entities/skill-video.entity';
import { VideoFilesService } from '../video-files.service';

// What a run ends in and what its owner is told; null when there is nothing to tell (already done, deleted).
type Outcome = { status: 'ready' } | { status: 'failed'; message: string } | null;

/**
 * Turns an uploaded video into the MP4 every phone plays, with a poster and ffprobe's duration, then
 * marks it ready; or, when ffprobe cannot read it or ffmpeg cannot convert it, failed with its bytes
 * removed (a failed video no longer counts in the quota). The outputs are named after the video, so a
 * retried run overwrites its own half-written files instead of leaving a second copy.
 */
@Injectable()
export class VideoProcessingService {
  private readonly logger = new Logger('VideoProcessing');

  constructor(
    @InjectRepository(SkillVideo) private readonly videos: Repository<SkillVideo>,
    private readonly files: VideoFilesService,
    private readonly realtime: RealtimeEmitter,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(videoId: string): Promise<VideoStatus | null> {
    const video = await this.videos.findOneBy({ id: videoId });
    if (!video || video.status !== 'processing') return video?.status ?? null;
    const source = await this.files.fetchToTemp(video.videoStorageName, `${video.id}.source`);
    let outcome: Outcome;
    try {
      outcome = await this.processFrom(video, source);
    } finally {
      await rm(source, { force: true });
    }
    // Told only once the temp copy is gone, so whatever the owner does next sees nothing left behind.
    if (outcome) this.realtime.toUser(video.userId, 'video:status', { id: video.id, ...outcome });
    return outcome?.status ?? null;
  }

  private async processFrom(video: SkillVideo, source: string): Promise<Outcome> {
    const timeoutMs = this.config.TRANSCODE_TIMEOUT_SECONDS * 1000;

    const info = await probeMedia(source).catch((e: unknown) => this.toolFailed(e));
    if (!info?.hasVideo) return this.fail(video, VIDEO_MSG.unreadable);

    const outName = `${video.id}.mp4`;
    const posterName = video.posterStorageName ? null : `${video.id}.jpg`;
    const partial = this.files.tempPathOf(`${video.id}.mp4.part`);
    const partialPoster = this.files.tempPathOf(`${video.id}.jpg.part`);
    try {
      // About the first second, or the middle of a shorter clip.
      const atSeconds = Math.min(1, (info.durationSeconds ?? 0) / 2);
      const poster = posterName ? { path: partialPoster, atSeconds } : undefined;
      await transcodeToMp4(source, partial, { remux: playsEverywhere(info), poster }, timeoutMs);
      if (posterName) await this.files.cleanPosterInPlace(partialPoster);
    } catch (e) {
      await rm(partial, { force: true });
      await rm(partialPoster, { force: true });
      this.toolFailed(e);
      return this.fail(video, VIDEO_MSG.processingFailed);
    }
    await this.files.keepAs(outName, partial, 'video/mp4');
    if (posterName) await this.files.keepAs(posterName, partialPoster, 'image/jpeg');

    const duration = info.durationSeconds === null ? video.durationSeconds : Math.round(info.durationSeconds);
    // Ready and its event in one transaction: wishes for the skill are told once it is watchable, never before.
    const updated = await this.videos.manager.transaction(async (tx) => {
      const result = await tx
        .createQueryBuilder()
        .update(SkillVideo)
        .set({
          status: 'ready',
          statusMessage: null,
          videoStorageName: outName,
          videoMimeType: 'video/mp4',
          durationSeconds: duration,
          ...(posterName ? { posterStorageName: posterName, posterMimeType: 'image/jpeg' } : {}),
        })
        .where('id = :id AND status = :processing', { id: video.id, processing: 'processing' })
        .execute();
      if (result.affected)
        await this.outbox.add(tx, 'video.ready', {
          videoId: video.id,
          userId: video.userId,
          skillName: video.skillName,
        });
      return result;
    });
    if (!updated.affected) {
      // Deleted while it was being converted: nothing refers to the outputs any more.
      await this.files.remove(outName, posterName);
      return null;
    }
    if (video.videoStorageName !== outName) await this.files.remove(video.videoStorageName);
    return { status: 'ready' };
  }

  /** Ends a video that will never play: its bytes go and its quota comes back; the caller tells its owner. */
  private async fail(video: SkillVideo, message: string): Promise<Outcome> {
    const updated = await this.videos
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', statusMessage: message })
      .where('id = :id AND status = :processing', { id: video.id, processing: 'processing' })
      .execute();
    await this.files.remove(video.videoStorageName, video.posterStorageName);
    return updated.affected ? { status: 'failed', message } : null;
  }

  /** The media's own fault is logged and ends the video; anything else (disk, database) is retried. */
  private toolFailed(e: unknown): null {
    if (!(e instanceof MediaToolError) && !(e instanceof SyntaxError) && !(e instanceof AppError)) throw e;
    this.logger.warn(`Video no procesable: ${e.message}`);
    return null;
  }
}
