import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { VideoCaptionsQueue } from '../captions/video-captions.queue';
import { SkillVideo } from '../entities/skill-video.entity';
import { VideoProcessingService } from './video-processing.service';

export const VIDEO_TRANSCODE_QUEUE = 'video-transcode';
export const VIDEO_TRANSCODE_ATTEMPTS = 3;

export interface TranscodeJob {
  videoId: string;
}

/**
 * Hands a stored upload to the worker for conversion; the job id is the video's, so it is queued once.
 * Without Redis (the embedded default of `npm start`) it runs in this process, one at a time, and the
 * videos a stopped process left 'processing' are taken up again when it starts.
 */
@Injectable()
export class VideoTranscodeQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('VideoProcessing');
  private inline: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly processing: VideoProcessingService,
    private readonly captions: VideoCaptionsQueue,
    @InjectRepository(SkillVideo) private readonly videos: Repository<SkillVideo>,
    @Optional() @InjectQueue(VIDEO_TRANSCODE_QUEUE) private readonly queue?: Queue<TranscodeJob>,
  ) {}

  async enqueue(videoId: string): Promise<void> {
    if (this.queue) {
      await this.queue.add('transcode', { videoId }, { jobId: videoId });
      return;
    }
    this.inline = this.inline.then(() =>
      this.processing
        .process(videoId)
        .then((status) => (status === 'ready' ? this.captions.enqueue(videoId) : undefined))
        .catch((e: Error) => this.logger.error(`Video ${videoId}: ${e.message}`)),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.queue) return;
    const left = await this.videos.find({ where: { status: 'processing' }, select: { id: true } });
    for (const { id } of left) await this.enqueue(id);
  }

  /** Lets a conversion under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.inline;
  }
}
