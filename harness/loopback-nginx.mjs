// deploy/nginx.conf run on loopback by a test or a benchmark (deploy/topology, bench/restart,
// bench/slow-clients), under deploy/nginx-main.conf: both as they are, but for the `server` lines, the
// address nginx listens on and the paths of the pid, logs, temp files and site.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const TEMP = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * Writes an nginx prefix under `work` and checks its configuration; returns the arguments that start
 * nginx in the foreground (the caller spawns it its own way) and readers of its logs.
 * `upstreams`: one loopback port per `server` line of deploy/nginx.conf, in order.
 */
export function loopbackNginx({
  nginx,
  work,
  upstreams,
  port,
  errorLevel = 'warn',
  logFormat = '$remote_addr "$request" $status upstream=$upstream_addr',
}) {
  const prefix = join(work, 'nginx');
  const dirs = ['conf.d', 'logs', 'temp', ...TEMP.map((t) => `temp/${t}`)];
  for (const dir of dirs) mkdirSync(join(prefix, dir), { recursive: true });
  // As root, nginx's workers run as `nobody`: they must reach the temp folders and the logs.
  chmodSync(work, 0o755);
  for (const dir of ['', ...dirs]) chmodSync(join(prefix, dir), 0o777);

  const site = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const serverLines = site.match(/^\s*server\s+\S+:\d+[^;]*;/gm) ?? [];
  if (serverLines.length !== upstreams.length)
    throw new Error(`deploy/nginx.conf names ${serverLines.length} instances in its upstream, not ${upstreams.length}`);
  let n = 0;
  const rendered = site
    .replace(
      /^(\s*)server\s+\S+:\d+([^;]*);/gm,
      (_m, indent, rest) => `${indent}server 127.0.0.1:${upstreams[n++]}${rest};`,
    )
    // Its parameters (the backlog) stay: only the address changes.
    .replace(/^(\s*)listen\s+80\b([^;]*);/m, `$1listen 127.0.0.1:${port}$2;`);
  writeFileSync(join(prefix, 'conf.d', 'site.conf'), rendered);

  // Replaces a directive's value ('' removes it).
  const directive = (name, value) => (text) => {
    const re = new RegExp(`^(\\s*)${name}\\s[^;]*;`, 'm');
    if (!re.test(text)) throw new Error(`deploy/nginx-main.conf has no ${name}`);
    return text.replace(re, (_m, indent) => value && `${indent}${name} ${value};`);
  };
  const main = [
    // Whoever runs the test: as root, nginx's workers run as `nobody`.
    directive('user', ''),
    directive('pid', `${prefix}/nginx.pid`),
    directive('error_log', `${prefix}/logs/error.log ${errorLevel}`),
    directive('access_log', `${prefix}/logs/access.log loopback`),
    (text) =>
      text.replace(
        /^(\s*)access_log/m,
        (line, indent) =>
          [
            `log_format loopback '${logFormat}';`,
            ...TEMP.map((t) => `${t === 'body' ? 'client_body' : t}_temp_path ${prefix}/temp/${t};`),
          ]
            .map((d) => `${indent}${d}\n`)
            .join('') + line,
      ),
    (text) => text.replace('/etc/nginx/conf.d/*.conf', `${prefix}/conf.d/site.conf`),
    // What this shell may raise its descriptors to: past it, nginx logs an alert at every start.
    directive('worker_rlimit_nofile', hardLimit()),
  ].reduce((text, edit) => edit(text), readFileSync(join(root, 'deploy', 'nginx-main.conf'), 'utf8'));
  writeFileSync(join(prefix, 'nginx.conf'), `daemon off;\n${main}`);

  const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
  const read = (file) =>
    existsSync(join(prefix, 'logs', file)) ? readFileSync(join(prefix, 'logs', file), 'utf8') : '';
  return { args, accessLog: () => read('access.log'), errorLog: () => read('error.log') };
}

function hardLimit() {
  const configured = Number(
    /worker_rlimit_nofile\s+(\d+)/.exec(readFileSync(join(root, 'deploy', 'nginx-main.conf'), 'utf8'))[1],
  );
  const allowed = Number(execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }));
  return String(Number.isFinite(allowed) ? Math.min(configured, allowed) : configured);
}
