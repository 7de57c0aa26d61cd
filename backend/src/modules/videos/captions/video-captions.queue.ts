import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, Optional } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AutoCaptionsService } from './auto-captions.service';

export const VIDEO_CAPTIONS_QUEUE = 'video-captions';

export interface CaptionsJob {
  videoId: string;
}

/**
 * Hands a video that just became ready to the automatic captions, when the operator set a model
 * (CAPTIONS_MODEL_DIR); otherwise nothing is queued. The job id is the video's, so it runs once.
 * Without Redis it runs in this process after the conversion, one at a time.
 */
@Injectable()
export class VideoCaptionsQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AutoCaptions');
  private inline: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly captions: AutoCaptionsService,
    @Optional() @InjectQueue(VIDEO_CAPTIONS_QUEUE) private readonly queue?: Queue<CaptionsJob>,
  ) {}

  async enqueue(videoId: string): Promise<void> {
    if (!this.captions.enabled) return;
    if (this.queue) {
      await this.queue.add('captions', { videoId }, { jobId: videoId });
      return;
    }
    this.inline = this.inline.then(() =>
      this.captions.caption(videoId).catch((e: Error) => this.logger.error(`Video ${videoId}: ${e.message}`)),
    );
  }

  /** Lets a transcription under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.inline;
  }
}
