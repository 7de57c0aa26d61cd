import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { VideosModule } from '../videos.module';
import { AutoCaptionsService } from '../captions/auto-captions.service';
import { VideoCaptionsProcessor } from './video-captions.processor';
import { VIDEO_CAPTIONS_QUEUE, VideoCaptionsQueue } from '../captions/video-captions.queue';
import { VideoProcessingService } from './video-processing.service';
import { VideoTranscodeProcessor } from './video-transcode.processor';
import { VIDEO_TRANSCODE_ATTEMPTS, VIDEO_TRANSCODE_QUEUE, VideoTranscodeQueue } from './video-transcode.queue';

/**
 * The conversion of uploaded videos: a BullMQ queue consumed by worker processes when Redis is set,
 * in-process otherwise. Global so the upload path (VideosService) can hand videos to it.
 */
@Module({})
export class VideoProcessingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.REDIS_URL);
    const runsWorkers = config.APP_ROLE !== 'api';
    const connection = { url: config.REDIS_URL, enableOfflineQueue: false };
    return {
      module: VideoProcessingModule,
      global: true,
      imports: [
        VideosModule,
        ...(withRedis
          ? [
              BullModule.registerQueue({
                name: VIDEO_TRANSCODE_QUEUE,
                prefix: config.REDIS_PREFIX,
                connection,
                defaultJobOptions: {
                  attempts: VIDEO_TRANSCODE_ATTEMPTS,
                  backoff: { type: 'exponential', delay: 5000 },
                  removeOnComplete: { age: 3600, count: 1000 },
                  removeOnFail: { age: 7 * 24 * 3600 },
                },
              }),
              // Automatic captions after a conversion (queued only with CAPTIONS_MODEL_DIR); a day of results kept.
              BullModule.registerQueue({
                name: VIDEO_CAPTIONS_QUEUE,
                prefix: config.REDIS_PREFIX,
                connection,
                defaultJobOptions: {
                  attempts: 2,
                  backoff: { type: 'exponential', delay: 30_000 },
                  removeOnComplete: { age: 24 * 3600, count: 1000 },
                  removeOnFail: { age: 7 * 24 * 3600 },
                },
              }),
            ]
          : []),
      ],
      providers: [
        VideoProcessingService,
        VideoTranscodeQueue,
        AutoCaptionsService,
        VideoCaptionsQueue,
        ...(withRedis && runsWorkers ? [VideoTranscodeProcessor] : []),
        ...(withRedis && runsWorkers && config.CAPTIONS_MODEL_DIR ? [VideoCaptionsProcessor] : []),
      ],
      exports: [VideoTranscodeQueue],
    };
  }
}
