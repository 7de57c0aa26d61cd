import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AutoCaptionsOutcome, AutoCaptionsService } from '../captions/auto-captions.service';
import { CaptionsJob, VIDEO_CAPTIONS_QUEUE } from '../captions/video-captions.queue';

/** One transcription at a time per worker: the model already takes a core and its memory. */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(VIDEO_CAPTIONS_QUEUE, { concurrency: 1, autorun: false })
export class VideoCaptionsProcessor extends WorkerHost {
  private readonly logger = new Logger('AutoCaptions');

  constructor(private readonly captions: AutoCaptionsService) {
    super();
  }

  /** The outcome is the job's result: what the queue dashboard shows for it. */
  async process(job: Job<CaptionsJob>): Promise<AutoCaptionsOutcome> {
    return this.captions.caption(job.data.videoId);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<CaptionsJob> | undefined, error: Error): void {
    this.logger.warn(`Video ${job?.data.videoId ?? '?'} sin subtítulos automáticos: ${error.message}`);
  }
}
