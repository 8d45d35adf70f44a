// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The server's tiers, lowest first (docs/architecture.md "Server tiers"). A file imports only its own tier
 * and lower ones, type-only imports included (import-x/no-restricted-paths zones built from this table);
 * within a tier, modules may import each other without forming a cycle (local/no-module-cycle), and the
 * other units of one tier never import each other. Every module must be listed.
 */
const serverTiers = [
  { name: 'lib', units: ['server/lib'] },
  { name: 'infrastructure', units: ['server/db', 'server/adapters'] },
  {
    name: 'reference modules',
    modules: ['common', 'user', 'auth', 'organization', 'school', 'major', 'news', 'guide', 'qa'],
  },
  { name: 'platform modules', modules: ['idempotency', 'notice', 'health'] },
  {
    name: 'feature modules',
    modules: [
      'ai-select',
      'my-university-list',
      'chat',
      'access',
      'files',
      'circle',
      'live',
      'appointment',
      'home',
      'order',
    ],
  },
  { name: 'journey modules', modules: ['growth', 'paperwork', 'task', 'application', 'plan', 'advising'] },
  { name: 'seed', units: ['server/seed'] },
  { name: 'plugins', units: ['server/plugins'] },
  { name: 'app', units: ['server/app.ts'] },
  { name: 'entry points', units: ['server/index.ts', 'server/launcher.ts'] },
];

/** @param {{ units?: string[]; modules?: string[] }} tier */
const unitsOf = (tier) => [
  ...(tier.units ?? []),
  ...(tier.modules ?? []).map((mod) => `server/modules/${mod}`),
];

const unplaced = modules.filter((mod) => !serverTiers.some((tier) => tier.modules?.includes(mod)));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place server/modules/${unplaced.join(', ')} in a tier of serverTiers`);
}

const tierZones = serverTiers.flatMap((tier, index) => {
  const higher = serverTiers.slice(index + 1);
  const upward =
    higher.length === 0
      ? []
      : [
          {
            target: unitsOf(tier),
            from: higher.flatMap(unitsOf),
            message: `The server's ${tier.name} never import a higher tier (${higher.map((t) => t.name).join(', ')}).`,
          },
        ];
  const siblings = (tier.units ?? []).map((unit) => ({
    target: unit,
    from: (tier.units ?? []).filter((other) => other !== unit),
    message: `The server's ${tier.name} never import each other.`,
  }));
  return [...upward, ...siblings.filter((zone) => zone.from.length > 0)];
});

const IMPORT_SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** @param {string} dir @returns {string[]} */
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** @type {Map<string, Map<string, Set<string>>>} */
const moduleGraphs = new Map();

/**
 * Which modules each module of `modulesDir` imports (any import, type-only ones included), read from the
 * files on disk once per lint run.
 * @param {string} modulesDir
 */
function moduleGraph(modulesDir) {
  let graph = moduleGraphs.get(modulesDir);
  if (graph) return graph;
  graph = new Map();
  for (const mod of readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const deps = new Set();
    for (const file of sourceFiles(path.join(modulesDir, mod.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
        const target = moduleOf(modulesDir, path.resolve(path.dirname(file), match[1] ?? ''));
        if (target !== undefined && target !== mod.name) deps.add(target);
      }
    }
    graph.set(mod.name, deps);
  }
  moduleGraphs.set(modulesDir, graph);
  return graph;
}

/** @param {string} modulesDir @param {string} file */
function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [mod, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? mod : undefined;
}

/** A path of modules from `from` to `to` in the graph, or undefined. @param {Map<string, Set<string>>} graph */
function pathBetween(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    if (current === to) {
      const chain = [];
      for (let at = /** @type {string | null} */ (to); at !== null; at = previous.get(at) ?? null)
        chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * import-x/no-cycle follows files; this follows modules (directories): an import from module A into module B
 * is an error when B already reaches A through the imports of the files on disk, type-only ones included.
 * @type {import('eslint').Rule.RuleModule}
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Module cycle: {{chain}}. Move the shared part to a lower module or server/lib.' },
  },
  create(context) {
    const modulesDir = path.join(root, context.options[0]?.modulesDir ?? 'server/modules');
    const own = moduleOf(modulesDir, context.filename);
    if (own === undefined) return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const target = moduleOf(modulesDir, path.resolve(path.dirname(context.filename), value));
      if (target === undefined || target === own) return;
      const back = pathBetween(moduleGraph(modulesDir), target, own);
      if (back) context.report({ node, messageId: 'cycle', data: { chain: [own, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const local = { rules: { 'no-module-cycle': noModuleCycle } };

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
      'dist-ssr',
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
            ...tierZones,
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
    files: ['server/modules/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-module-cycle': 'error' },
  },
  {
    // the module-cycle fixtures: two modules of their own (tests/unit/lint-boundaries.test.ts)
    files: ['tests/lint/fixtures/modules/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-module-cycle': ['error', { modulesDir: 'tests/lint/fixtures/modules' }] },
  },
  {
    // A server function a reader takes in at once; the seed's demo data are tables, not logic.
    files: ['server/**/*.ts'],
    ignores: ['server/seed/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
