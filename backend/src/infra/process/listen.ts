import type { Server } from 'node:http';
import { StartupError } from '../../config/startup-error';

/**
 * Connections the kernel may hold for us before we accept them. Node's default (511) overflowed when
 * thousands of phones came back at once after an instance died: the kernel dropped them, nginx saw
 * resets and held both instances failed (docs/decisions/graceful-shutdown.md). The kernel caps it at
 * net.core.somaxconn (4096 on current Linux and in Docker).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Opens the HTTP port, on every address as Nest's `listen` does, with our backlog (Nest's `listen`
 * passes none). A port already taken is said in Spanish, for the operator.
 */
export function listenWithBacklog(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'EADDRINUSE'
          ? new StartupError(`El puerto ${port} ya está en uso: detén el otro proceso o elige otro PORT.`)
          : e,
      );
    server.once('error', fail);
    server.listen({ port, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
