import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue';
import { RedisConnections } from '../../infra/redis/redis.module';
import { ReviewsService } from './reviews.service';

export const REVIEW_PUBLICATIONS_QUEUE = 'review-publications';

/**
 * A review nobody answered is published when its blind period ends: a delayed job per review, which
 * publishes every review then due (so a lost job is caught up by the next one). Without Redis, a timer.
 */
@Injectable()
export class ReviewPublications implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ReviewPublications');
  private readonly jobs: JobQueue;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: RedisConnections,
    private readonly reviews: ReviewsService,
  ) {
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: REVIEW_PUBLICATIONS_QUEUE,
      process: () => this.reviews.publishDue(),
      concurrency: 1,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.open();
  }

  /** The review's blind period ends in REVIEW_BLIND_SECONDS (a second more, so it is due when the job runs). */
  async schedule(reviewId: string): Promise<void> {
    const delay = (this.config.REVIEW_BLIND_SECONDS + 1) * 1000;
    if (this.jobs.queue) {
      await this.jobs.queue.add('publish-due-reviews', {}, { delay, jobId: `publish-review-${reviewId}` });
      return;
    }
    this.jobs.later(delay, () => this.reviews.publishDue(), 'Evaluaciones no publicadas');
  }

  onModuleDestroy(): Promise<void> {
    return this.jobs.close();
  }
}
