import 'reflect-metadata';
import './infra/process/check-binaries-first';
import { Logger } from '@nestjs/common';
import { API_DOCS_PATH, createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { loadEnvFile } from './config/env-file';
import { StartupError } from './config/startup-error';
import { startEmbeddedPostgres } from './infra/database/embedded-postgres';
import { spaceOutMajorCollections } from './infra/process/heap-growth';
import { listenWithBacklog } from './infra/process/listen';
import { drainAndClose, ShutdownState } from './infra/process/shutdown';
import { describeModes, ffmpegVersion } from './infra/process/startup-modes';
import { yieldCpuToClients } from './infra/process/worker-priority';
import { ReadinessService } from './modules/health/readiness.service';
import { workerHealthServer } from './modules/health/worker-health-server';
import { DEMO_PASSWORD } from './modules/seed/demo-accounts';
import { SeedService } from './modules/seed/seed.service';

/** How long, past the grace, jobs still running get to be handed back to their queue. */
const RETURN_JOBS_MS = 1000;

async function bootstrap() {
  const logger = new Logger('Bootstrap');
  const envFile = loadEnvFile();
  const config = loadConfig();
  if (envFile) logger.log(`Variables leídas de ${envFile} (las del entorno tienen prioridad)`);
  spaceOutMajorCollections(config);
  // No DATABASE_URL: run a real PostgreSQL ourselves so `npm start` needs no installed server (docs/decisions/runtime-without-services.md).
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const app = await createApp(config, config.DATABASE_URL ?? embedded!.url).catch(async (e: unknown) => {
    await embedded?.stop().catch(() => undefined);
    throw e;
  });
  logger.log(describeModes(config, await ffmpegVersion()));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.log(`${signal}: cerrando (hasta ${config.SHUTDOWN_GRACE_MS} ms)`);
    // Past the grace nothing more is waited for: a job still running goes back to its queue for another
    // worker (given at most a second to reach Redis), then the process leaves.
    setTimeout(() => {
      logger.error(`No se terminó de cerrar en ${config.SHUTDOWN_GRACE_MS} ms: se sale igual`);
      const returned = app
        .get(ShutdownState)
        .returnRunningJobs()
        .then((n) => n && logger.warn(`${n} trabajo(s) devuelto(s) a la cola para otro worker`));
      void Promise.race([returned, new Promise((r) => setTimeout(r, RETURN_JOBS_MS))]).finally(() => process.exit(1));
    }, config.SHUTDOWN_GRACE_MS);
    let code = 0;
    await drainAndClose(app, logger).catch((e: unknown) => {
      logger.error(e);
      code = 1;
    });
    await embedded?.stop().catch((e: unknown) => logger.error(e));
    logger.log(`Cerrado en ${Date.now() - started} ms`);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // A worker process (scale-out) runs the background parts only: no API, at most a health-only port.
  if (config.APP_ROLE === 'worker') {
    yieldCpuToClients(config);
    if (config.HEALTH_PORT) {
      const health = workerHealthServer(app.get(ReadinessService));
      await listenWithBacklog(health, config.HEALTH_PORT);
      // Left open while draining, so probes read 503 'draining'; process.exit closes it.
      logger.log(`Proceso worker iniciado (sin API; salud en el puerto ${config.HEALTH_PORT})`);
    } else logger.log('Proceso worker iniciado (sin HTTP)');
    return;
  }
  await listenWithBacklog(app.getHttpServer(), config.PORT);
  // The last lines of the start-up: where to go, and with what to sign in.
  const url = (process.env.PUBLIC_URL ? config.PUBLIC_URL : `http://localhost:${config.PORT}`).replace(/\/$/, '');
  logger.log(`Referencia de la API (OpenAPI): ${url}/${API_DOCS_PATH}`);
  logger.log(`Conectando Generaciones en ${url} (puerto ${config.PORT})`);
  const demo = await app.get(SeedService).demoAccounts();
  if (demo.length) logger.log(`Cuentas de demostración (${demo.join(', ')}): contraseña ${DEMO_PASSWORD}`);
}

bootstrap().catch((e: unknown) => {
  // What the operator can fix is said in one message; anything else keeps its stack.
  console.error(e instanceof StartupError ? `\nNo se pudo iniciar Conectando Generaciones:\n${e.message}\n` : e);
  process.exit(1);
});
