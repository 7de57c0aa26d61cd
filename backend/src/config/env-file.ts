import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { StartupError } from './startup-error';

/** The repository (or image) root, from src/config or dist/config: relative paths and .env are taken from here. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * Reads <repository root>/.env into the environment when it exists (`cp .env.example .env`), with
 * Node's own parser (the format of `node --env-file`); a variable already set in the environment wins.
 */
export function loadEnvFile(file = join(REPO_ROOT, '.env'), env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!existsSync(file)) return undefined;
  let values: NodeJS.Dict<string>;
  try {
    values = parseEnv(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new StartupError(`No se pudo leer ${file}: ${(e as Error).message}`);
  }
  for (const [name, value] of Object.entries(values)) if (env[name] === undefined) env[name] = value;
  return file;
}
