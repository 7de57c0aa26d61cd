import type { JobsOptions } from 'bullmq';

/**
 * How every `domain-events` job is kept and retried. Shared with bench/queue-cost, which measures what
 * BullMQ costs per job with exactly these options.
 */
export const DOMAIN_EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  // Completed jobs stay a day for the dashboard; failed ones until someone looks at them.
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/**
 * Events a worker process handles at once. Consumers mostly wait on PostgreSQL and Redis, so a few in
 * parallel keep a burst moving; more cost Redis scripts for nothing: while fewer jobs wait than free
 * slots, each free slot asks Redis for a job and gets none. bench/queue-cost at 1,000 jobs/s in batches
 * of 20: 2.25 scripts per job with 4, 2.85 with 16, and about a fifth less CPU in Node and in Redis.
 */
export const DOMAIN_EVENTS_CONCURRENCY = 4;
