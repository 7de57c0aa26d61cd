import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { VideoCaptionsQueue } from '../captions/video-captions.queue';
import { TranscodeJob, VIDEO_TRANSCODE_QUEUE } from './video-transcode.queue';
import { VideoProcessingService } from './video-processing.service';

/** One conversion at a time per worker: ffmpeg already uses every core it is given. */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(VIDEO_TRANSCODE_QUEUE, { concurrency: 1, autorun: false })
export class VideoTranscodeProcessor extends WorkerHost {
  private readonly logger = new Logger('VideoProcessing');

  constructor(
    private readonly processing: VideoProcessingService,
    private readonly captions: VideoCaptionsQueue,
  ) {
    super();
  }

  /** A video that became ready goes on to its automatic captions (when the operator set a model). */
  async process(job: Job<TranscodeJob>): Promise<void> {
    if ((await this.processing.process(job.data.videoId)) === 'ready') await this.captions.enqueue(job.data.videoId);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<TranscodeJob> | undefined, error: Error): void {
    this.logger.warn(
      `Video ${job?.data.videoId ?? '?'} sin procesar (intento ${job?.attemptsMade ?? '?'} de ${job?.opts.attempts ?? '?'}): ${error.message}`,
    );
  }
}
