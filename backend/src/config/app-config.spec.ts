import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENVIRONMENT_VARIABLES, loadConfig } from './app-config';
import { loadEnvFile, REPO_ROOT } from './env-file';
import { StartupError } from './startup-error';

const SECRET = { SESSION_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  describe('documentation', () => {
    const example = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const exampleNames = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

    it('should read the variables it is known to read', () => {
      expect(ENVIRONMENT_VARIABLES).toEqual(
        expect.arrayContaining(['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'LOG_LEVEL']),
      );
    });

    it.each(ENVIRONMENT_VARIABLES)('should list %s in .env.example', (name) => {
      expect(exampleNames).toContain(name);
    });

    it.each(ENVIRONMENT_VARIABLES)('should list %s in the README', (name) => {
      expect(readme).toContain(`\`${name}\``);
    });

    it('should list nothing in .env.example that the backend does not read', () => {
      expect(exampleNames.filter((n) => !ENVIRONMENT_VARIABLES.includes(n))).toEqual([]);
    });

    it('should start with the values .env.example gives', () => {
      const values = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
      expect(() => loadConfig({ ...values, ...SECRET })).not.toThrow();
    });
  });

  describe('loadEnvFile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cg-env-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('should read .env, with the environment winning over the file', () => {
      const file = join(dir, '.env');
      writeFileSync(file, 'CG_TEST_FROM_FILE=archivo\nCG_TEST_BOTH=archivo\n');
      process.env.CG_TEST_BOTH = 'entorno';
      try {
        expect(loadEnvFile(file, process.env)).toBe(file);
        expect(process.env.CG_TEST_FROM_FILE).toBe('archivo');
        expect(process.env.CG_TEST_BOTH).toBe('entorno');
      } finally {
        delete process.env.CG_TEST_FROM_FILE;
        delete process.env.CG_TEST_BOTH;
      }
    });

    it('should do nothing without a .env', () => {
      expect(loadEnvFile(join(dir, 'missing.env'))).toBeUndefined();
    });
  });

  describe('loadConfig', () => {
    it("should take Transbank's public integration codes by default, and refuse production without its own", () => {
      expect(loadConfig({ ...SECRET }).transbank).toEqual({
        webpayCommerceCode: '597055555532',
        oneclickCommerceCode: '597055555541',
        oneclickChildCommerceCode: '597055555542',
        apiKey: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
        apiUrl: 'https://webpay3gint.transbank.cl',
      });
      const attempt = () =>
        loadConfig({ ...SECRET, TRANSBANK_ENV: 'production', WEBPAY_COMMERCE_CODE: '597012345678' });
      expect(attempt).toThrow(StartupError);
      expect(attempt).toThrow(
        /TRANSBANK_ENV=production faltan ONECLICK_COMMERCE_CODE, ONECLICK_CHILD_COMMERCE_CODE, TRANSBANK_API_KEY/,
      );
      const production = loadConfig({
        ...SECRET,
        TRANSBANK_ENV: 'production',
        WEBPAY_COMMERCE_CODE: '597012345678',
        ONECLICK_COMMERCE_CODE: '597012345679',
        ONECLICK_CHILD_COMMERCE_CODE: '597012345680',
        TRANSBANK_API_KEY: 'secreto',
      });
      expect(production.transbank.apiUrl).toBe('https://webpay3g.transbank.cl');
    });

    it('should stop with a message naming the bad variable and its value', () => {
      const attempt = () => loadConfig({ ...SECRET, PORT: 'tres mil', APP_ROLE: 'todo' });
      expect(attempt).toThrow(StartupError);
      expect(attempt).toThrow(/PORT="tres mil"/);
      expect(attempt).toThrow(/APP_ROLE="todo"/);
    });

    it('should take relative folders from the repository root, not from the working directory', () => {
      const config = loadConfig({ ...SECRET, DATA_DIR: './data', STORAGE_DIR: './data/uploads' });
      expect(config.DATA_DIR).toBe(join(REPO_ROOT, 'data'));
      expect(config.STORAGE_DIR).toBe(join(REPO_ROOT, 'data', 'uploads'));
    });
  });
});
