import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/**
 * docker-compose.yml cannot run here (no Docker engine): what can be checked without one is. The file
 * parses, every app container's health is its readiness, the S3 server is a maintained project's and
 * coturn relays to the public internet only.
 */
interface Service {
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
}
const root = join(__dirname, '..', '..');
const compose = load(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const nginx = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');

describe('deployment files', () => {
  it('should check the readiness of every app container (the worker on its health port)', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/);
    for (const name of ['api-1', 'api-2', 'worker']) {
      expect(compose.services[name].image).toBe('conectando-generaciones:local');
      expect(compose.services[name].healthcheck?.disable).not.toBe(true);
    }
    expect(compose.services.worker.environment).toMatchObject({ APP_ROLE: 'worker', HEALTH_PORT: '3000' });
    expect(nginx).toContain('location = /api/health/ready');
    expect(nginx).toContain('location = /api/health/live');
  });

  it('should not ship the S3 server image its maker stopped publishing', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    expect(images.filter((i) => /minio/i.test(i))).toEqual([]);
    expect(compose.services.s3.image).toMatch(/^chrislusf\/seaweedfs:\d/);
    expect(compose.services.s3.healthcheck?.test?.length).toBeGreaterThan(0);
  });

  it('should keep coturn from relaying to loopback, link-local (metadata), private or unique-local peers', () => {
    const denied = (compose.services.coturn.command as string[]).filter((a) => a.startsWith('--denied-peer-ip='));
    for (const range of [
      '127.0.0.0-127.255.255.255',
      '169.254.0.0-169.254.255.255',
      '10.0.0.0-10.255.255.255',
      '172.16.0.0-172.31.255.255',
      '192.168.0.0-192.168.255.255',
      '::1',
      'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ])
      expect(denied).toContain(`--denied-peer-ip=${range}`);
    expect(compose.services.coturn.command).not.toContain('--allow-loopback-peers');
  });

  it("should run Debian's Janus reachable only through nginx and with the API's secrets", () => {
    const janus = compose.services.janus as Service & { ports?: string[]; build?: string };
    expect(janus.build).toBe('./deploy/janus');
    expect(readFileSync(join(root, 'deploy', 'janus', 'Dockerfile'), 'utf8')).toMatch(/apt-get install[^\n]*janus/);
    // Only the media's UDP range is published, never the WebSocket API.
    expect(janus.ports).toEqual(['20000-20199:20000-20199/udp']);
    expect(janus.environment).toMatchObject({ JANUS_RTP_PORTS: '20000-20199', JANUS_WS_PORT: '8188' });
    for (const name of ['api-1', 'api-2', 'worker'])
      expect(compose.services[name].environment).toMatchObject({
        JANUS_URL: 'ws://janus:8188',
        JANUS_PUBLIC_URL: '/janus',
      });
    const runJanus = readFileSync(join(root, 'deploy', 'janus', 'run-janus.sh'), 'utf8');
    expect(runJanus).toMatch(/api_secret = "\$JANUS_API_SECRET"/);
    expect(runJanus).toMatch(/token_auth = true/);
    expect(runJanus).toMatch(/disable = "libjanus_http\.so/);
    expect(nginx).toMatch(/location = \/janus \{[\s\S]*?proxy_pass \$janus_upstream;/);
  });

  it('should install ffmpeg, keep sharp and run as a non-root user in the image', () => {
    expect(dockerfile).not.toContain('--omit=optional');
    expect(dockerfile).toMatch(/apt-get install[^\n]*ffmpeg/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
