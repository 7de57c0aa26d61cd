/**
 * How long every pool of the app keeps an idle PostgreSQL connection. pg's default is 10 s: the
 * connections a burst opened (2,000 phones reconnecting after a deploy, each admission reading its
 * session and chats) closed 10 s later while chat traffic went on, and each close is a backend process
 * exiting. On a 2-core virtual machine those exits held chat delivery up for one to three seconds, p99
 * 100-270 ms against 15-30 the rest of the time (bench/chat with BENCH_TIMELINE, PostgreSQL's
 * connection count sampled alongside). Idle connections cost the server a few MB each; the pools' sizes
 * bound them.
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;
