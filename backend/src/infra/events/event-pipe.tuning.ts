import type { JobsOptions } from 'bullmq';

/**
 * Every tuning knob of the event pipe (outbox → relay → BullMQ → handlers), one line of why each. The
 * measurements behind them, and the benchmark that uses these very options, are in
 * docs/decisions/event-pipe-tuning.md.
 */

/** A wake waits this long before draining, so that a burst of commits leaves in one batch. */
export const GATHER_MS = 3;
/** A drain that moved at least this many events means load: the next wake gathers longer. */
export const BUSY_DRAIN = 5;
/** Under load: BullMQ costs per call as much as per job, so fewer, larger batches. */
export const BUSY_GATHER_MS = 20;
/** What a 'soon' event (nobody is watching for it) may wait: shares one relay round among many commits. */
export const SOON_GATHER_MS = 500;
/** Wakes sent over Redis per pace at most once per interval: the relay drains all that is committed anyway. */
export const WAKE_INTERVAL_MS = { now: 5, soon: SOON_GATHER_MS } as const;

/** Outbox rows one relay claim takes: bounds one job's size and one statement's locks. */
export const RELAY_BATCH = 200;
/** A claim's lease: a relay that dies holding rows only delays them this long. */
export const RELAY_LEASE_SECONDS = 30;
/** The longest a row that failed to reach the queue waits before the next try (exponential until then). */
export const RELAY_MAX_BACKOFF_SECONDS = 300;
/** The relay's own connections: a claim and a mark at a time, plus one spare. */
export const RELAY_POOL_SIZE = 2;

/** Rows the retention deletes per statement, so that no delete holds its locks or the WAL long. */
export const RETENTION_SLICE = 5000;

/** How every `domain-events` job is kept and retried. */
export const DOMAIN_EVENT_JOB_OPTIONS: JobsOptions = {
  // Eight tries over about two minutes ride out a restart of a dependency; then the dashboard shows it.
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  // Completed jobs stay a day for the dashboard; failed ones until someone looks at them.
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
};

/** Jobs a worker handles at once: consumers wait on I/O, but idle slots poll Redis for nothing. */
export const DOMAIN_EVENTS_CONCURRENCY = 4;
