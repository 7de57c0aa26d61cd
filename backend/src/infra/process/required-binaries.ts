import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * What the app cannot work without but npm does not guarantee: Debian's ffmpeg and ffprobe (videos and
 * voice notes) and sharp's native libvips (photos), an optional npm package that an install with
 * --omit=optional silently drops. Missing ones are named in Spanish, for the operator.
 */
export function missingBinaries(): string[] {
  const missing: string[] = [];
  for (const tool of ['ffmpeg', 'ffprobe'] as const) {
    const run = spawnSync(tool, ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 });
    if (run.error || run.status !== 0) missing.push(`${tool} (instala el paquete ffmpeg de tu sistema)`);
  }
  try {
    createRequire(__filename)('sharp');
  } catch (e) {
    const reason = (e as Error).message.split('\n')[0];
    missing.push(`sharp (su binario nativo @img/sharp-* no está instalado: ${reason})`);
  }
  return missing;
}

/**
 * Run first thing at start (main.ts imports this before the app, whose modules load sharp): a process
 * that would fail its first video or photo fails now instead, saying why.
 */
export function requireBinaries(): void {
  const missing = missingBinaries();
  if (!missing.length) return;
  console.error(
    `\nNo se pudo iniciar Conectando Generaciones: faltan programas que la app necesita:\n${missing
      .map((m) => `  - ${m}`)
      .join('\n')}\n`,
  );
  process.exit(1);
}
