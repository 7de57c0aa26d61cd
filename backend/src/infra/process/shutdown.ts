import type { Server, ServerResponse } from 'node:http';
import { Global, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';

type DrainStep = () => void | Promise<void>;

/**
 * Whether this process is shutting down, for what must answer differently meanwhile (the health check,
 * the socket handshake), and the steps that let go of clients (docs/decisions/graceful-shutdown.md).
 */
@Injectable()
export class ShutdownState implements OnApplicationBootstrap {
  private isDraining = false;
  // Jobs this process's workers are running, each holding the lock token it was taken with.
  private readonly running = new Set<Job>();
  private readonly logger = new Logger('Shutdown');
  private readonly steps: DrainStep[] = [];
  // Answers not yet sent, so that those in flight when the drain begins close their connection too.
  private readonly pending = new Set<ServerResponse>();

  constructor(private readonly discovery: DiscoveryService) {}

  get draining(): boolean {
    return this.isDraining;
  }

  /** A step to run once the drain begins (closing this instance's sockets). */
  onDrain(step: DrainStep): void {
    this.steps.push(step);
  }

  /** Every answer given while draining closes its connection: keep-alive clients (nginx) go elsewhere next. */
  track(res: ServerResponse): void {
    if (this.isDraining) return void res.setHeader('Connection', 'close');
    this.pending.add(res);
    res.once('close', () => this.pending.delete(res));
  }

  async begin(): Promise<void> {
    if (this.isDraining) return;
    this.isDraining = true;
    for (const res of this.pending) if (!res.headersSent) res.setHeader('Connection', 'close');
    this.pending.clear();
    await Promise.all(this.steps.map(async (step) => step()));
  }

  /**
   * Starts the queue workers (declared with `autorun: false`), each once its jobs are watched: one
   * started earlier could take a waiting job before anyone knew, and that job would not be given back.
   */
  onApplicationBootstrap(): void {
    for (const worker of this.workers()) {
      worker.on('active', (job) => this.running.add(job));
      worker.on('completed', (job) => this.running.delete(job));
      worker.on('failed', (job) => job && this.running.delete(job));
      if (!worker.isRunning()) void worker.run().catch((e: unknown) => this.logger.error(e));
    }
  }

  /** Whether every queue worker of this process is taking jobs (the worker's readiness). */
  workersRunning(): boolean {
    return this.workers().every((worker) => worker.isRunning());
  }

  /** The queue workers of this process: they take no new job once closing, and finish the running ones. */
  async closeWorkers(): Promise<void> {
    await Promise.all(this.workers().map((worker) => worker.close()));
  }

  /**
   * Past the grace: the jobs still running go back to their queue's waiting list, lock released, so
   * another worker takes them at once rather than once the lock expires (30 s). Their handlers are
   * idempotent, so what this run did before being cut is not done twice.
   */
  async returnRunningJobs(): Promise<number> {
    const jobs = [...this.running];
    const returned = await Promise.all(
      jobs.map((job) =>
        job.moveToWait(job.token).then(
          () => true,
          () => false, // finished meanwhile, or its lock already lost: nothing to give back
        ),
      ),
    );
    return returned.filter(Boolean).length;
  }

  private workers(): WorkerHost['worker'][] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // a host whose worker never started (another role)
        }
      });
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [ShutdownState], exports: [ShutdownState] })
export class ShutdownModule {}

/**
 * SIGTERM's order: health answers 503 and handshakes are refused; the port stops accepting; sockets
 * are told to reconnect elsewhere and closed; in-flight requests finish, each answered with
 * `Connection: close`; queue workers finish their running jobs; then the app closes its pools. The
 * caller bounds all of it by SHUTDOWN_GRACE_MS.
 */
export async function drainAndClose(app: INestApplication, logger: Logger): Promise<void> {
  const state = app.get(ShutdownState);
  const server = app.getHttpServer() as Server;
  const serving = server.listening;
  const closed = serving ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  await state.begin();
  if (serving) {
    // Keep-alive connections between requests hold the port open: close each as soon as it is idle.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    await closed;
    clearInterval(idle);
    logger.log('HTTP y sockets cerrados');
  }
  await state.closeWorkers();
  await app.close();
}
