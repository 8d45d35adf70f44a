// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const slices = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      'node_modules',
      '.data',
      'coverage',
      'src/routeTree.gen.ts',
      'server/db/migrations',
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
  // features never import each other
  ...slices.map((slice) => ({
    files: [`src/features/${slice}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrapped,
          patterns: [
            {
              group: ['@/features/*', `!@/features/${slice}`, `!@/features/${slice}/**`],
              message: 'Features never import each other; compose them in routes.',
            },
            { group: ['@/routes/*', '../../routes/*'], message: 'Features never import routes.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/features/*', '**/src/lib/*', 'react', 'react-dom'],
              message: 'The server shares only src/contract with the client.',
            },
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
