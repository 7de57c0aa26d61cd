import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverArtifacts } from './servers';

/**
 * Deploys a new build to this worker's server as a release does: the files change under the running
 * app (serve.mjs gives each server its own copy of the client). Here only the service worker changes,
 * which is what makes a phone with the app installed see a new version.
 */
export function deployNewBuild(label: string): void {
  const clientDir = readFileSync(join(serverArtifacts(), '.client-dir'), 'utf8').trim();
  appendFileSync(join(clientDir, 'sw.js'), `\n// ${label}\n`);
}
