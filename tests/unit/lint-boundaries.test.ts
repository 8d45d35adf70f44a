/**
 * Proofs of the import boundaries in eslint.config.js: each rule fires on a forbidden import and lets a
 * legal one pass. Files are linted as virtual files at the paths the rules are about (ESLint's lintText),
 * importing real files of this tree, because import-x resolves what it checks: a path that does not resolve
 * is left to tsc. Cycles need both ends on disk: tests/lint/fixtures, which `npx eslint .` ignores.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Loading the config and resolving real import graphs takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// (by hand: happy-dom's URL does not resolve file: URLs)
const root = decodeURIComponent(import.meta.url).replace(/^file:\/\/(.*\/)tests\/unit\/[^/]+$/, '$1');

/** Real source files (relative to the root) for the virtual files to import. Never loaded. */
const sources = Object.keys(
  import.meta.glob([
    '/src/**/*.{ts,tsx}',
    '/server/**/*.ts',
    '/sw/*.ts',
    '!**/*.test.{ts,tsx}',
    '!/src/routeTree.gen.ts',
  ]),
).map((key) => key.slice(1));

function fileUnder(dir: string, filter: (file: string) => boolean = () => true): string {
  const file = sources.find((source) => source.startsWith(`${dir}/`) && filter(source));
  if (file === undefined) throw new Error(`no file under ${dir}/ for this test to import`);
  return file;
}

function dirsUnder(dir: string): string[] {
  const names = sources
    .filter((source) => source.startsWith(`${dir}/`))
    .map((source) => source.slice(dir.length + 1).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0] ?? '');
  return [...new Set(names)];
}

/** The relative specifier from one root-relative file to another, as an import would write it. */
function relative(from: string, to: string): string {
  const fromDirs = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromDirs.length && fromDirs[common] === toParts[common]) common += 1;
  const up = fromDirs.length - common;
  return `${up === 0 ? './' : '../'.repeat(up)}${toParts.slice(common).join('/')}`;
}

const alias = (file: string): string => `@/${file.replace(/^src\//, '')}`;

/** A file that only imports `specifier` (a side-effect import: nothing else for other rules to flag). */
const importing = (specifier: string): string => `import '${specifier}';\n`;

let eslint: ESLint;

/** `ruleId: message` of each problem ESLint reports for `code` at the root-relative `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  if (result === undefined) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
  await lint('src/zz-lint-probe.ts', 'export {};\n'); // loads the config and its plugins once
});

describe('features', () => {
  const [own, other] = dirsUnder('src/features');
  if (own === undefined || other === undefined) throw new Error('these tests need two feature slices');
  const ownFile = `src/features/${own}/components/zz-lint-probe.tsx`;
  const otherTarget = fileUnder(`src/features/${other}`);
  const ownTarget = fileUnder(`src/features/${own}`);

  it('never import another feature by a relative path', async () => {
    expect(await lint(ownFile, importing(relative(ownFile, otherTarget)))).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*Features never import each other`)),
    ]);
  });

  it('never import another feature through the @/ alias', async () => {
    expect(await lint(ownFile, importing(alias(otherTarget)))).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*Features never import each other`)),
    ]);
  });

  it('never import routes', async () => {
    expect(await lint(ownFile, importing(alias(fileUnder('src/routes'))))).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*Features never import routes`)),
    ]);
  });

  it('import their own files, shared code and the contract', async () => {
    const code = [
      relative(ownFile, ownTarget),
      alias(ownTarget),
      alias(fileUnder('src/lib')),
      alias(fileUnder('src/contract')),
    ]
      .map(importing)
      .join('');
    expect(await lint(ownFile, code)).toEqual([]);
  });
});

describe('shared code', () => {
  const feature = fileUnder('src/features');

  it('never imports features, through the alias or a relative path', async () => {
    const lib = 'src/lib/zz-lint-probe.ts';
    const component = 'src/components/zz-lint-probe.tsx';
    const shared = [
      [lib, alias(feature)],
      [lib, relative(lib, feature)],
      [component, alias(feature)],
    ] as const;
    for (const [file, specifier] of shared) {
      expect(await lint(file, importing(specifier))).toEqual([
        `${IMPORTS}: '${specifier}' import is restricted from being used by a pattern. Shared code never imports features or routes.`,
      ]);
    }
  });

  it('uses the one wrapper of idb, socket.io-client, and msw only in tests', async () => {
    const file = 'src/lib/zz-lint-probe.ts';
    expect(await lint(file, importing('idb'))).toEqual([
      `${IMPORTS}: 'idb' import is restricted from being used. Use src/lib/idb.ts, the one IndexedDB wrapper.`,
    ]);
    expect(await lint(file, importing('socket.io-client'))).toEqual([
      `${IMPORTS}: 'socket.io-client' import is restricted from being used. Use src/lib/socket.ts, the one socket wrapper.`,
    ]);
    expect(
      await lint(`src/features/${dirsUnder('src/features')[0]}/zz-lint-probe.ts`, importing('msw')),
    ).toEqual([`${IMPORTS}: 'msw' import is restricted from being used. msw is for tests only.`]);
    expect(await lint('src/lib/idb.ts', importing('idb'))).toEqual([]);
    expect(await lint('src/lib/socket.ts', importing('socket.io-client'))).toEqual([]);
  });
});

describe('the contract', () => {
  const file = 'src/contract/zz-lint-probe.ts';

  it('imports nothing but zod and itself', async () => {
    expect(await lint(file, importing(relative(file, fileUnder('src/lib'))))).toEqual([
      expect.stringMatching(new RegExp(`^${IMPORTS}: .*src/contract imports only zod and itself`)),
    ]);
    expect(await lint(file, importing('react'))).toEqual([
      expect.stringMatching(new RegExp(`^${IMPORTS}: .*src/contract imports only zod and itself`)),
    ]);
    expect(await lint(file, importing('zod') + importing(relative(file, fileUnder('src/contract'))))).toEqual(
      [],
    );
  });
});

describe('the server', () => {
  const file = 'server/zz-lint-probe.ts';
  const client = [fileUnder('src/lib'), fileUnder('src/features'), fileUnder('src/components')];

  it('never imports client code through the @/ alias or a relative path', async () => {
    for (const target of client) {
      for (const specifier of [alias(target), relative(file, target)]) {
        expect(await lint(file, importing(specifier))).toEqual([
          expect.stringMatching(
            new RegExp(`^${PATHS}: .*The server shares only src/contract with the client`),
          ),
        ]);
      }
    }
    expect(await lint(file, importing('react'))).toEqual([
      `${IMPORTS}: 'react' import is restricted from being used by a pattern. The server shares only src/contract with the client.`,
    ]);
  });

  it('imports src/contract by a relative path or the alias', async () => {
    const contract = fileUnder('src/contract');
    expect(await lint(file, importing(relative(file, contract)) + importing(alias(contract)))).toEqual([]);
  });
});

describe('server modules', () => {
  const isRoutes = (file: string): boolean => file.endsWith('.routes.ts');
  // a journey module and a reference module below it, so that only the rule about routes is at stake
  const own = 'advising';
  const other = 'user';
  const file = `server/modules/${own}/zz-lint-probe.ts`;

  it("never import another module's routes", async () => {
    expect(
      await lint(file, importing(relative(file, fileUnder(`server/modules/${other}`, isRoutes)))),
    ).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*A module never imports another module's routes`)),
    ]);
  });

  it("import another module's other files, their own routes, and server/lib", async () => {
    const legal = [
      fileUnder(`server/modules/${other}`, (f) => !isRoutes(f)),
      fileUnder('server/lib'),
      `server/modules/${own}/${own}.routes.ts`,
    ].filter((target) => sources.includes(target));
    expect(legal.length).toBeGreaterThanOrEqual(2);
    expect(await lint(file, legal.map((target) => importing(relative(file, target))).join(''))).toEqual([]);
  });
});

describe('server tiers', () => {
  /** A file that only re-exports the types of `specifier`: a type-only import counts as much as any. */
  const typesOf = (specifier: string): string => `export type * from '${specifier}';\n`;
  const upward = (tier: string) => new RegExp(`^${PATHS}: .*The server's ${tier} never import a higher tier`);

  it('an upward import fails, type-only included', async () => {
    const cases = [
      ['server/lib/zz-lint-probe.ts', 'server/db/database.ts', 'lib'],
      ['server/lib/zz-lint-probe.ts', 'server/modules/user/user.table.ts', 'lib'],
      ['server/db/zz-lint-probe.ts', 'server/modules/school/school.table.ts', 'infrastructure'],
      ['server/adapters/zz-lint-probe.ts', 'server/plugins/env.ts', 'infrastructure'],
      ['server/modules/news/zz-lint-probe.ts', 'server/modules/chat/chat.table.ts', 'reference modules'],
      [
        'server/modules/circle/zz-lint-probe.ts',
        'server/modules/advising/advising.repository.ts',
        'feature modules',
      ],
      ['server/modules/advising/zz-lint-probe.ts', 'server/plugins/auth.ts', 'journey modules'],
      ['server/modules/task/zz-lint-probe.ts', 'server/plugins/idempotency.ts', 'journey modules'],
      ['server/modules/advising/zz-lint-probe.ts', 'server/seed/index.ts', 'journey modules'],
    ] as const;
    for (const [file, target, tier] of cases) {
      for (const code of [importing(relative(file, target)), typesOf(relative(file, target))]) {
        expect(await lint(file, code), `${file} -> ${target}`).toEqual([expect.stringMatching(upward(tier))]);
      }
    }
  });

  it('the units of one tier outside the modules never import each other', async () => {
    const file = 'server/db/zz-lint-probe.ts';
    expect(await lint(file, importing(relative(file, fileUnder('server/adapters'))))).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*The server's infrastructure never import each other`)),
    ]);
  });

  it('a downward import passes', async () => {
    const cases = [
      [
        'server/modules/advising/zz-lint-probe.ts',
        [
          'server/modules/task/task.table.ts',
          'server/modules/chat/chat.table.ts',
          'server/modules/user/user.table.ts',
          'server/lib/database.ts',
          'server/lib/request-guards.ts',
        ],
      ],
      [
        'server/modules/user/zz-lint-probe.ts',
        ['server/modules/common/organization.table.ts', 'server/db/database.ts', 'server/lib/errors.ts'],
      ],
      [
        'server/seed/zz-lint-probe.ts',
        [
          'server/modules/advising/advising.repository.ts',
          'server/db/database.ts',
          'server/adapters/storage/index.ts',
        ],
      ],
      ['server/plugins/zz-lint-probe.ts', ['server/seed/index.ts', 'server/modules/auth/auth.repository.ts']],
    ] as const;
    for (const [file, targets] of cases) {
      const code = targets.map((target) => typesOf(relative(file, target))).join('');
      expect(await lint(file, code), file).toEqual([]);
    }
  });

  it('a module cycle fails: within a tier, a module never imports one that reaches it back', async () => {
    // auth imports user (both reference modules): user importing auth closes a cycle
    const file = 'server/modules/user/zz-lint-probe.ts';
    expect(await lint(file, typesOf(relative(file, 'server/modules/auth/auth.repository.ts')))).toEqual([
      'local/no-module-cycle: Module cycle: user → auth → user. Move the shared part to a lower module or server/lib.',
    ]);
  });

  it('a module cycle of type-only imports fails, which import-x/no-cycle lets pass (fixtures)', async () => {
    const fixtures = `${root}tests/lint/fixtures/modules`;
    const unignored = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ignore: false });
    const results = await unignored.lintFiles([fixtures]);
    const problems = results.map((result) => ({
      file: result.filePath.slice(fixtures.length + 1),
      messages: result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`),
    }));
    const cycle = (chain: string) =>
      `local/no-module-cycle: Module cycle: ${chain}. Move the shared part to a lower module or server/lib.`;
    expect(problems).toEqual([
      { file: 'alpha/alpha.ts', messages: [cycle('alpha → beta → alpha')] },
      { file: 'beta/beta.ts', messages: [cycle('beta → alpha → beta')] },
      { file: 'gamma/gamma.ts', messages: [] },
    ]);
  });
});

describe('the service worker', () => {
  const file = 'sw/zz-lint-probe.ts';

  it('never imports client code beyond src/contract, nor the server', async () => {
    for (const target of [fileUnder('src/lib'), fileUnder('src/features'), fileUnder('server')]) {
      expect(await lint(file, importing(relative(file, target)))).toEqual([
        expect.stringMatching(new RegExp(`^${PATHS}: .*The service worker imports only src/contract`)),
      ]);
    }
    expect(await lint(file, importing(alias(fileUnder('src/lib'))))).toEqual([
      expect.stringMatching(new RegExp(`^${PATHS}: .*The service worker imports only src/contract`)),
    ]);
  });

  it('imports src/contract, its own files and npm packages (workbox)', async () => {
    const code = [
      relative(file, fileUnder('src/contract')),
      relative(file, fileUnder('sw')),
      'workbox-routing',
    ]
      .map(importing)
      .join('');
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are an error in src/, server/ and sw/', async () => {
    for (const file of ['src/lib/zz.ts', 'src/features/x/zz.tsx', 'server/zz.ts', 'sw/zz.ts']) {
      const config: unknown = await eslint.calculateConfigForFile(`${root}${file}`);
      expect(config).toMatchObject({ rules: { 'import-x/no-cycle': [2, { ignoreExternal: true }] } });
    }
  });

  it('are reported (fixtures, which the lint of the tree ignores), and type-only back edges are not', async () => {
    const fixtures = `${root}tests/lint/fixtures`;
    expect(await eslint.isPathIgnored(`${fixtures}/cycle/a.ts`)).toBe(true);
    const unignored = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ignore: false });
    const results = await unignored.lintFiles([`${fixtures}/cycle`, `${fixtures}/type-only`]);
    const problems = results.map((result) => ({
      file: result.filePath.slice(fixtures.length + 1),
      messages: result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`),
    }));
    expect(problems).toEqual([
      { file: 'cycle/a.ts', messages: ['import-x/no-cycle: Dependency cycle detected'] },
      { file: 'cycle/b.ts', messages: ['import-x/no-cycle: Dependency cycle detected'] },
      { file: 'type-only/a.ts', messages: [] },
      { file: 'type-only/b.ts', messages: [] },
    ]);
  });
});
