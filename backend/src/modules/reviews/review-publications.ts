import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
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
  private queue?: Queue;
  private worker?: Worker;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly reviews: ReviewsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.redis.enabled) return;
    this.queue = new Queue(REVIEW_PUBLICATIONS_QUEUE, {
      connection: this.redis.open('review-publications-queue'),
      prefix: this.config.REDIS_PREFIX,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
    if (this.config.APP_ROLE === 'api') return;
    this.worker = new Worker(REVIEW_PUBLICATIONS_QUEUE, () => this.reviews.publishDue(), {
      connection: this.redis.open('review-publications-worker', { maxRetriesPerRequest: null }),
      prefix: this.config.REDIS_PREFIX,
      concurrency: 1,
    });
    this.worker.on('error', (e) => this.logger.warn(`review-publications worker: ${e.message}`));
  }

  /** The review's blind period ends in REVIEW_BLIND_SECONDS (a second more, so it is due when the job runs). */
  async schedule(reviewId: string): Promise<void> {
    const delay = (this.config.REVIEW_BLIND_SECONDS + 1) * 1000;
    if (this.queue) {
      await this.queue.add('publish-due-reviews', {}, { delay, jobId: `publish-review-${reviewId}` });
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.reviews.publishDue().catch((e: Error) => this.logger.warn(`Evaluaciones no publicadas: ${e.message}`));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  async onModuleDestroy(): Promise<void> {
    this.timers.forEach((t) => clearTimeout(t));
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
