// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

/** @param {string} dir */
const subdirs = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const slices = subdirs('./src/features');
const modules = subdirs('./server/modules');

const wrapped = [
  { name: 'idb', message: 'Use src/lib/idb.ts, the one IndexedDB wrapper.' },
  { name: 'socket.io-client', message: 'Use src/lib/socket.ts, the one socket wrapper.' },
  { name: 'msw', message: 'msw is for tests only.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'dist-server',
      'node_modules',
      '.data',
      'coverage',
      'src/routeTree.gen.ts',
      'server/db/migrations',
      // linted only by tests/unit/lint-boundaries.test.ts, which proves that import-x/no-cycle fires
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: wrapped }],
    },
  },
  {
    // shared code never imports features or routes
    files: ['src/lib/**', 'src/components/**', 'src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrapped,
          patterns: [
            {
              group: ['@/features/*', '**/features/*', '@/routes/*', '**/routes/*'],
              message: 'Shared code never imports features or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // the contract is isomorphic: zod only
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./).*', message: 'src/contract imports only zod and itself.' }] },
      ],
    },
  },
  {
    // the wrappers themselves (after the shared-code block, which would turn the rule back on)
    files: ['src/lib/idb.ts', 'src/lib/socket.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom'],
              message: 'The server shares only src/contract with the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries on resolved paths (relative or through the @/ alias alike), and no import cycles.
    // One block holds every zone: a later block setting the same rule would replace them all.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...slices.map((slice) => ({
              target: `src/features/${slice}`,
              from: 'src/features',
              except: [`./${slice}`],
              message: 'Features never import each other; compose them in routes.',
            })),
            { target: 'src/features', from: 'src/routes', message: 'Features never import routes.' },
            {
              target: 'server',
              from: 'src',
              except: ['./contract'],
              message: 'The server shares only src/contract with the client.',
            },
            {
              target: 'sw',
              from: '.',
              except: ['./sw', './src/contract', './node_modules'],
              message: 'The service worker imports only src/contract, its own files and npm packages.',
            },
            ...modules
              .map((mod) => ({ mod, others: modules.filter((other) => other !== mod) }))
              .filter(({ others }) => others.length > 0)
              .map(({ mod, others }) => ({
                target: `server/modules/${mod}`,
                from: others.map((other) => `server/modules/${other}/*.routes.ts`),
                message: "A module never imports another module's routes; app.ts registers them.",
              })),
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
