import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess } from '../support/app-process';
import { createTestApp, TestApp } from '../support/test-app';

/** A host (or image) without ffmpeg fails at start, saying so, instead of failing every video later. */
describe('required binaries at start', () => {
  let t: TestApp;
  let bin: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A PATH with node and nothing else: no ffmpeg, no ffprobe.
    bin = mkdtempSync(join(tmpdir(), 'cg-nobin-'));
    symlinkSync(process.execPath, join(bin, 'node'));
  });
  afterAll(async () => {
    rmSync(bin, { recursive: true, force: true });
    await t.close();
  });

  it('should exit 1 with a Spanish message naming ffmpeg and ffprobe when they are missing', async () => {
    const app = startAppProcess(t, { PATH: bin });
    const { code } = await app.exited;
    expect(code).toBe(1);
    expect(app.output()).toContain('No se pudo iniciar Conectando Generaciones: faltan programas que la app necesita:');
    expect(app.output()).toContain('- ffmpeg (instala el paquete ffmpeg de tu sistema)');
    expect(app.output()).toContain('- ffprobe (instala el paquete ffmpeg de tu sistema)');
    expect(app.output()).not.toContain('sharp');
  });
});
