import { createServer, type Server } from 'node:http';
import type { ReadinessService } from './readiness.service';

/**
 * A worker process has no API; an orchestrator still needs to ask it whether it lives and can work.
 * This port answers only GET /api/health/live and /api/health/ready (as the API's routes do), 404
 * otherwise, and sets no cookie: nothing of a person's is reachable through it.
 */
export function workerHealthServer(readiness: ReadinessService): Server {
  return createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { status: 'error' });
    if (path === '/api/health/live') return send(200, { status: 'ok' });
    if (path !== '/api/health/ready') return send(404, { status: 'error' });
    readiness.check().then(
      (r) => send(r.status === 'ok' ? 200 : 503, r),
      () => send(503, { status: 'error', failing: ['unknown'] }),
    );
  });
}
