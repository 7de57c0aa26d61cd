import { describeModes, ffmpegVersion } from './startup-modes';

const base = {
  APP_ROLE: 'all' as const,
  DATABASE_URL: undefined,
  DATA_DIR: '/srv/datos',
  REDIS_URL: undefined,
  STORAGE: 'disk' as const,
  STORAGE_DIR: '/srv/datos/uploads',
  S3_ENDPOINT: undefined,
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'conectando-uploads',
  SMTP_URL: undefined,
  TRANSBANK_ENV: 'integration' as const,
  TURN_URLS: undefined,
  TURN_SECRET: undefined,
};

describe('the start-up line of modes', () => {
  it('should say what runs in-process when nothing is configured', () => {
    expect(describeModes(base, null)).toBe(
      'Modo (all): base de datos PostgreSQL embebido (/srv/datos/pg) · sin Redis (eventos y colas dentro del proceso) · ' +
        'almacenamiento disco (/srv/datos/uploads) · correo sin SMTP (los correos van al registro) · ' +
        'Transbank integración (pruebas) · sin TURN (llamadas solo directas o por STUN) · ffmpeg no encontrado',
    );
  });

  it('should name the hosts of every service, never their passwords', () => {
    const line = describeModes(
      {
        ...base,
        APP_ROLE: 'worker',
        DATABASE_URL: 'postgres://app:secreto-db@db.interno:5433/conectando',
        REDIS_URL: 'redis://:secreto-redis@redis.interno:6379',
        STORAGE: 's3',
        S3_ENDPOINT: 'http://s3.interno:7480',
        SMTP_URL: 'smtps://correo:secreto-smtp@smtp.proveedor.cl',
        TRANSBANK_ENV: 'production',
        TURN_URLS: 'turn:turn.conectando.cl:3478?transport=udp,turns:turn.conectando.cl:443?transport=tcp',
        TURN_SECRET: 'secreto-turn',
      },
      '5.1.6-0+deb12u1',
    );
    expect(line).toBe(
      'Modo (worker): base de datos PostgreSQL en db.interno:5433 · Redis en redis.interno:6379 · ' +
        'almacenamiento S3 (bucket conectando-uploads en s3.interno:7480) · correo SMTP en smtp.proveedor.cl:465 · ' +
        'Transbank producción · TURN configurado (2 URL) · ffmpeg 5.1.6-0+deb12u1',
    );
    expect(line).not.toMatch(/secreto/);
  });

  it("should read the version of this machine's ffmpeg", async () => {
    expect(await ffmpegVersion()).toMatch(/^\d+\.\d+/);
  });
});
