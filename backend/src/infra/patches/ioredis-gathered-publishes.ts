import type Redis from 'ioredis';

/**
 * How long the adapter's publishing connection holds what it writes after a broadcast: one write to
 * Redis per chat message cost the API and Redis a share of a core (docs/decisions/library-patches.md).
 * Only other instances' sockets wait for it: the adapter hands a broadcast to this instance's sockets
 * right after publishing it, as before.
 */
export const PUBLISH_GATHER_MS = 5;

/**
 * Makes `client` send the publishes of each `gatherMs` window in one write: the first publish of a
 * window corks the connection's socket and the window's end uncorks it, in the order they were made.
 * A connection that is not ready queues commands in ioredis as before.
 *
 * Relies on: ioredis's `publish` being an own, replaceable method that writes at once to `stream`, a
 * net.Socket (ioredis-gathered-publishes.spec.ts checks both).
 * Remove when: ioredis or the Redis adapter writes the commands of one tick together.
 */
export function gatherPublishes(client: Redis, gatherMs = PUBLISH_GATHER_MS): Redis {
  const publishNow = client.publish.bind(client);
  let gathering = false;
  client.publish = (channel: string | Buffer, message: string | Buffer): Promise<number> => {
    const socket = client.stream;
    if (!gathering && client.status === 'ready') {
      gathering = true;
      socket.cork();
      setTimeout(() => {
        gathering = false;
        socket.uncork();
      }, gatherMs).unref();
    }
    return publishNow(channel, message);
  };
  return client;
}
