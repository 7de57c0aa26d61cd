// One lint for the whole repository (`npm run lint`, part of `npm test`). Besides the usual
// TypeScript and React rules it holds the house's walls (docs/architecture.md):
// - client features import no other feature; components/ and lib/ import no feature and no app/;
// - backend infra/ and common/ know no domain module; a module reaches another only through its
//   public surface (service, module, mapper, guard, interceptor, queue, seeder, decorator), type imports aside.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noDeepRelative = { group: ['../../*'], message: 'Leave a folder with the @/ alias, not a deep relative path.' };

// Components whose styles load with the screens that use them (frontend/src/components/ui/chakra).
const styledOnDemand = {
  name: '@chakra-ui/react',
  importNames: [
    'Accordion',
    'Avatar',
    'Badge',
    'Card',
    'Checkbox',
    'Collapsible',
    'DataList',
    'Dialog',
    'Drawer',
    'Fieldset',
    'List',
    'Menu',
    'NativeSelect',
    'Progress',
    'RadioCard',
    'Switch',
    'Tabs',
    'Textarea',
    'Toast',
    'Toaster',
  ],
  message: 'Import it from @/components/ui/chakra/<name>, which adds its styles to the theme when it loads.',
};

/** `no-restricted-imports` for one client folder: the patterns it may not import. */
const clientWall = (files, patterns, paths = [styledOnDemand]) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [noDeepRelative, ...patterns] }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'e2e/artifacts/**',
      'backend/test/.tmp/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // TypeScript with type information, per workspace tsconfig.
  {
    files: ['backend/**/*.ts', 'libs/contracts/**/*.ts', 'frontend/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // A switch over a union names every member (or says `default`): a new member cannot slip through.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Nest and React hand promises to callbacks typed as void on purpose (event handlers, hooks).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  // Journeys run in Playwright, which compiles them itself: TypeScript rules without type information.
  {
    files: ['e2e/**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },

  // Import cycles (types included) and the bench/deploy wall: dependency-cruiser, eslint/dependency-cruiser.cjs.

  // Every file: === only, and kebab-case names (`chat-attachments.service.ts`, `1796187300000-add-x.ts`).
  {
    files: ['**/*.{js,mjs,cjs}', 'backend/**/*.ts', 'libs/contracts/**/*.ts', 'frontend/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },

  // The client.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], pluginQuery.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser } },
    // The app does not run the React Compiler: a library it cannot memoize (react-hook-form) is fine.
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  ...features.map((feature) =>
    clientWall(
      [`frontend/src/features/${feature}/**`],
      [
        {
          group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
          message:
            'A feature imports no other feature and no app/ code: move what is shared to components/ or lib/, or compose in app/.',
        },
      ],
    ),
  ),
  clientWall(
    ['frontend/src/components/**', 'frontend/src/lib/**', 'frontend/src/config/**', 'frontend/src/patches/**'],
    [{ group: ['@/features/*', '@/app/*'], message: 'Shared code imports no feature and no app/ code.' }],
  ),
  clientWall(['frontend/src/app/**', 'frontend/src/testing/**', 'frontend/src/*.tsx'], []),
  clientWall(
    ['frontend/src/components/ui/chakra/**'],
    [{ group: ['@/features/*', '@/app/*'], message: 'Shared code imports no feature and no app/ code.' }],
    [],
  ),

  // The server.
  {
    files: ['backend/src/infra/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/modules/**'],
              message: 'Plumbing knows no domain: infra/ and config/ import no module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is the bottom layer: infra/ reads it, never the other way round.
    files: ['backend/src/config/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/modules/**'],
              message: 'Plumbing knows no domain: infra/ and config/ import no module.',
            },
            { group: ['**/infra/*', '**/infra/**'], message: 'config/ is the bottom layer: it imports no infra/.' },
          ],
        },
      ],
    },
  },
  {
    // Guards, decorators and pipes hold no domain rule (the users module fills in SessionUser).
    files: ['backend/src/common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/modules/**'],
              message: 'common/ holds no domain rule: it imports no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(?!entities/)[a-z-]+/(?!.*\\.(service|module|mapper|guard|interceptor|queue|seeder|decorator)$)',
              allowTypeImports: true,
              message:
                'Reach another module through its service (or module, mapper, guard, interceptor, queue, seeder, decorator), not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.{ts,tsx}', 'backend/test/**/*.ts', 'frontend/src/testing/**/*.{ts,tsx}'],
    rules: {
      // Tests reach into loosely typed results (supertest bodies, mocks) and hand async callbacks to
      // runners and fakes; what they check is behaviour, not these types.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  prettier,
);
