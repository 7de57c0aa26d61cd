import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './infra/database/embedded-postgres';
import { spaceOutMajorCollections } from './infra/process/heap-growth';
import { yieldCpuToClients } from './infra/process/worker-priority';

async function bootstrap() {
  const logger = new Logger('Bootstrap');
  const config = loadConfig();
  spaceOutMajorCollections(config);
  // No DATABASE_URL: run a real PostgreSQL ourselves so `npm start` needs no installed server (DESIGN §9).
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const app = await createApp(config, config.DATABASE_URL ?? embedded!.url);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: cerrando`);
    await app.close().catch((e: unknown) => logger.error(e));
    await embedded?.stop().catch((e: unknown) => logger.error(e));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // A worker process (scale-out) runs the background parts only; its HTTP port stays closed.
  if (config.APP_ROLE === 'worker') {
    yieldCpuToClients(config);
    logger.log('Proceso worker iniciado (sin HTTP)');
    return;
  }
  await app.listen(config.PORT);
  logger.log(`Conectando Generaciones en http://localhost:${config.PORT}`);
}

bootstrap().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
