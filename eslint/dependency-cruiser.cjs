// Import cycles and the bench/deploy wall, checked by dependency-cruiser (`npm run lint`). It reads
// imports before TypeScript erases them (tsPreCompilationDeps), so a type-only cycle counts too: two
// files that need each other's types are one thing split in two, or want a third file both import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No file imports a file that imports it back, however far round, types included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bench-and-deploy-apart',
      severity: 'error',
      comment: 'bench/ and deploy/ share harness/, never each other.',
      from: { path: '^bench/' },
      to: { path: '^deploy/' },
    },
    {
      name: 'deploy-and-bench-apart',
      severity: 'error',
      comment: 'bench/ and deploy/ share harness/, never each other.',
      from: { path: '^deploy/' },
      to: { path: '^bench/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The client's `@/` alias; the other workspaces import only relative paths and packages.
    tsConfig: { fileName: 'frontend/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'] },
  },
};
