// Lint rules of the whole repo, kept in tests/ because the top level is fixed. With
// --config, ESLint resolves every pattern from the working directory, so `npm run lint`
// (run from the repo root) matches 'renderer/**' and friends as written.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NODE_ONLY = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'electron',
  'electron-store',
  'adm-zip',
  'better-sqlite3',
  'pg',
  'fastify',
  'fastify-plugin',
  'kysely',
  'sharp',
];

const configs = tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'tests/*.mjs',
            'tests/*.js',
            'tests/e2e/*.mjs',
            'bin/*.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname + '/..',
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {
          'ts-ignore': true,
          'ts-nocheck': true,
          'ts-expect-error': 'allow-with-description',
        },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}'],
    // Build-time modules run by Node inside Vite, never shipped to a browser.
    ignores: [
      'web/vite.config.ts',
      'web/curl-assets.ts',
      'web/precompress.ts',
      'web/precompress.test.ts',
      'web/inline-boot.ts',
      'web/icon-sprite.ts',
      'web/icon-sprite.test.ts',
      'web/inline-boot.test.ts',
      'web/router-pruning.ts',
      'web/router-pruning.test.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map(name => ({
            name,
            importNames: ['Link', 'NavLink', 'LinkProps', 'Navigate'],
            message:
              "Use renderer/components/Link.tsx, NavLink.tsx or Navigate.tsx: react-router's own bring prefetching, <Form> and static-render checks into the first load.",
          })),
          patterns: [
            {
              group: NODE_ONLY,
              message:
                'The renderer has no Node or Electron: go through the platform object.',
            },
            {
              regex: '^jotai(/.*)?$',
              message: 'Import jotai through renderer/state/jotai.ts only.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#shared/api/(?!client/|routes$)',
              allowTypeImports: true,
              message:
                'Schemas stay on the server: import only types from #shared/api/*; values live in shared/domain (typebox would join the browser bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/state/jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...NODE_ONLY, 'react', 'react-dom', '#server/*', '#renderer/*'],
              message:
                'shared/ is pure TypeScript: no Node, Electron, React or server imports.',
            },
          ],
        },
      ],
    },
  },
  // What the browser bundle reaches through shared/ (domain rules, docs, the API
  // client) must not pull a schema module in either: typebox would come along.
  ...[
    {
      files: ['shared/api/client/*.ts'],
      ignores: [],
      regex: '^\\.\\./(?!routes$)[^./]+$',
    },
    {
      files: ['shared/*/**/*.ts'],
      ignores: ['shared/api/**'],
      regex: '^(\\.\\./)+api/(?!client/|routes$)',
    },
  ].map(({ files, ignores, regex }) => ({
    files,
    ignores: ['shared/**/*.test.ts', ...ignores],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex,
              allowTypeImports: true,
              message:
                'Schemas stay on the server: import only types from shared/api/*; values live in shared/domain (typebox would join the browser bundle).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!electron$|#shared/ipc/bridge$)',
              message:
                'The sandboxed preload may import only electron and the bridge types.',
            },
          ],
        },
      ],
    },
  },
);

export default configs;
