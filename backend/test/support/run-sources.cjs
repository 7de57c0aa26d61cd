// Preloaded (`node -r`) into a child process that runs the backend from its TypeScript sources, as Jest
// does: swc compiles each file to CommonJS with decorator metadata, and the contracts come from their
// sources too. Everything under node_modules loads as Node loads it.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const contracts = join(__dirname, '../../../libs/contracts/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@conectando/contracts' ? contracts : request, ...rest);
};

Module._extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
