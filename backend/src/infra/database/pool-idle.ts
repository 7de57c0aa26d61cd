/**
 * How long every pool of the app keeps an idle PostgreSQL connection. pg's default is 10 s: the
 * connections a burst opened (2,000 phones reconnecting after a deploy, each admission reading its
 * session and chats) closed 10 s later while chat traffic went on, and each close is a backend process
 * exiting, and on a small machine those exits held chat delivery up for seconds
 * (docs/decisions/measured-choices.md). Idle connections cost the server a few MB each; the pools' sizes
 * bound them.
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;
