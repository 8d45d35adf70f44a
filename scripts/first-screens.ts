/**
 * Build step: which built files the first screen needs, for the service worker's precache.
 *
 * Precaching all of dist/ (about 170 files, 1.6 MB) kept a first visit's service worker installing for about
 * 18 s on a phone. It precaches the app shell instead: index.html, the entry chunk and everything it imports
 * statically (the modulepreloads), its CSS, and the chunks of the main layout and of the home page with their
 * static imports. Every other chunk is listed in dist/deferred-assets.json: once the worker is active, the page
 * asks it to cache them in the background (sw/warm-assets.ts, skipped when the browser asks to save data), and
 * a chunk a page asks for first is cached then (sw/runtime-caching.ts, RUNTIME_CACHES.assets). The worker is
 * active in seconds, and the whole app still works offline once the background fill is done.
 *
 * `firstScreensPlugin()` reads the chunk graph as Rolldown writes it; `keepFirstScreens` is the precache
 * manifest filter (vite-plugin-pwa's `injectManifest.manifestTransforms`), which runs after the bundle is written.
 */
import { readFileSync } from 'node:fs';

import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/contract/page-render.ts';
import { DEFERRED_ASSETS_FILE } from '../src/contract/pwa.ts';

type ManifestTransform = NonNullable<
  NonNullable<Partial<VitePWAOptions>['injectManifest']>['manifestTransforms']
>[number];

/**
 * The modules whose chunks every first screen loads besides the entry: the main layout's and the home page's
 * split components (TanStack's autoCodeSplitting).
 */
export const FIRST_SCREEN_MODULES = [/\/src\/routes\/_main\.tsx\?/, /\/src\/routes\/_main\/index\.tsx\?/];

/**
 * index.html's script (a few lines that import the app after the first paint) and what it imports: Vite's
 * preload helper, which the app's dynamic imports use too. The first group of `output.codeSplitting`, with the
 * higher priority: left to the app group, the helper lands in the app chunk, and the entry would import (and
 * run) the app at once.
 */
export const BOOT_GROUP = {
  name: 'boot',
  test: (moduleId: string): boolean =>
    /\/src\/(?:lib\/)?boot\.ts$/.test(moduleId) ||
    /^\0vite\/(?:preload-helper|modulepreload-polyfill)/.test(moduleId),
  priority: 2,
};

/**
 * Lazy overlays that a first visit opens over its first screen: the service selector (shown once to visitors,
 * loaded by the layout). The package modules they render go with the layout's, not to the `ui` chunk.
 */
const FIRST_VISIT_OVERLAYS = [/\/src\/features\/service-mode\/components\/service-selector\.tsx$/];

/**
 * Lazy modules that every visit may need at once, offline too: precached with the first screens although no
 * first screen imports them (the toaster mounts at the first toast: src/components/ui/toaster-host.tsx).
 */
const PRECACHED_LAZY_MODULES = [/\/src\/components\/ui\/toaster\.tsx$/];

/** The app's module: src/boot.ts (index.html's script) imports it after the first paint. */
const ENTRY_MODULE = /\/src\/main\.tsx$/;

/** Minimal view of Rolldown's chunking context (`output.codeSplitting.groups[].name`'s second argument). */
interface ChunkingContextLike {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

/**
 * Rolldown's `output.codeSplitting` name function (vite.config.ts): the chunks a first visit waits for, as three
 * files instead of ~70. Left to itself Rolldown splits the entry's graph into some 35 files and the layout's and
 * home page's into 35 more, most under 2 KB (one per Chakra component, contract module...). Over HTTP/1.1 a
 * browser opens 6 connections to a host, so on a phone with 150 ms of round trip each wave of small files costs
 * several round trips before the next wave is even known. Grouped by what reaches a module through static
 * imports:
 * - `app`: everything the entry (src/main.tsx) imports statically, packages and our code, in one chunk;
 * - `layout`: what the main layout's split component adds (header, footer, floating tools...), loaded by every
 *   page under it, at once with the route's own chunk;
 * - `home`: what the home page's split component adds and nothing else uses (no other route's chunk, no lazy
 *   overlay), so that /schools or /circle never loads the home page's chunk. What it shares with other pages
 *   goes with the layout (a few KB: the card shell, Skeleton, Input, two contract modules): left to automatic
 *   splitting they made six files of under 2 KB, six more requests of the home page's first visit, and most
 *   pages under the layout use them anyway.
 * Every other module is left to Rolldown's automatic splitting (each route's own chunk, shared chunks of
 * deeper pages), so a lazy chunk still only carries what its page needs.
 *
 * Packages (node_modules) are placed by what the first screens really use, which the walk up the importers
 * cannot tell: `@chakra-ui/react`'s index re-exports every component and `app` imports it (the provider), so
 * every Chakra component, with its Ark and zag machines (menu, popover, tabs, dialog, focus trap,
 * floating-ui...), counted as reached by `app` although only deeper pages render them (~42 KB gzip of a first
 * paint of 299 KB). Rolldown's automatic splitting does know it (it places a module after tree-shaking, by the
 * chunks whose code uses it), so `firstScreensPlugin` first runs a probe build where packages are left to it
 * (`packagePlacements`). Then a package module goes to the group (app, layout, home) whose chunks held it in the
 * probe; the UI packages' modules that no first screen uses go to two `ui` chunks, which a deeper page loads
 * beside its own (left to automatic splitting they made ~15 small files for a school's page: a request wave
 * more on a phone); other packages (uPlot, socket.io-client...) keep automatic splitting.
 */
export function firstPaintChunkName(moduleId: string, ctx: ChunkingContextLike): string | null {
  if (PACKAGE_MODULE.test(moduleId)) return packageChunkName(moduleId);
  const found = rootsOf(moduleId, ctx);
  if (found.has('app')) return 'app';
  if (found.has('layout')) return 'layout';
  if (found.has('home')) return found.has('other') ? 'layout' : 'home';
  return null;
}

/** A module of an npm package (ids are absolute paths; Rolldown's own virtual modules start with \0). */
const PACKAGE_MODULE = /[\\/]node_modules[\\/]/;
/**
 * The chunks of the UI kit's modules that no first screen uses: Chakra's components, and the Ark components,
 * zag machines and floating-ui under them (two files of ~20 KB gzip, under the 40 KB of a lazy chunk).
 */
const DEFERRED_UI_GROUPS: readonly [RegExp, string][] = [
  // the toaster's own (precached, loaded at the first toast), apart from the overlays a deeper page loads
  [
    /[\\/]node_modules[\\/](?:@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components|@ark-ui[\\/]react[\\/]dist[\\/]components|@zag-js)[\\/](?:toast|dismissable)[\\/]/,
    'ui-toast',
  ],
  [
    /[\\/]node_modules[\\/](?:@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components|@ark-ui[\\/]react[\\/]dist[\\/]components|@zag-js)[\\/](?:menu|popover|dialog|drawer|select|combobox|tooltip|hover-card|date-picker|color-picker|popper|dismissable|focus-trap|remove-scroll|aria-hidden)[\\/]/,
    'ui-overlays',
  ],
  [/[\\/]node_modules[\\/]@floating-ui[\\/]/, 'ui-overlays'],
  [/[\\/]node_modules[\\/](?:@chakra-ui|@ark-ui|@zag-js)[\\/]/, 'ui'],
];

/** Set in the probe build's environment (vite.config.ts leaves the service worker and the copies out). */
export const FIRST_PAINT_PROBE_ENV = 'LIUXUE_FIRST_PAINT_PROBE';
export const isFirstPaintProbe = (): boolean => process.env[FIRST_PAINT_PROBE_ENV] === '1';

type FirstScreenGroup = 'app' | 'layout' | 'home';

/** The first screens' package modules by group, from this build's probe; null until it ran. */
let packagePlacement: ReadonlyMap<string, FirstScreenGroup> | null = null;

function packageChunkName(moduleId: string): string | null {
  if (isFirstPaintProbe()) return null;
  if (!packagePlacement) throw new Error('first screens: the probe build did not run before chunking');
  const group = packagePlacement.get(moduleId);
  if (group) return group;
  return DEFERRED_UI_GROUPS.find(([pattern]) => pattern.test(moduleId))?.[1] ?? null;
}

type ProbeChunk = Pick<ChunkLike, 'fileName' | 'moduleIds' | 'imports' | 'isEntry' | 'isDynamicEntry'>;

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(byFile: ReadonlyMap<string, ProbeChunk>, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * From the probe build's chunks: each package module that a first screen loads, with the group it belongs to.
 * The app chunk and what it imports statically first, then the layout's, then the home page's (a module the
 * layout shares with the home page goes with the layout, as our own modules do). A module of the home page's
 * chunks that another entry of the probe (a route's chunk, a lazy overlay) loads too goes with the layout, as
 * our own modules do (firstPaintChunkName).
 */
export function packagePlacements(chunks: readonly ProbeChunk[]): Map<string, FirstScreenGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots: [FirstScreenGroup, RegExp][] = [
    ['app', ENTRY_MODULE],
    ['layout', FIRST_SCREEN_MODULES[0] ?? ENTRY_MODULE],
    ...FIRST_VISIT_OVERLAYS.map((pattern): [FirstScreenGroup, RegExp] => ['layout', pattern]),
    ['home', FIRST_SCREEN_MODULES[1] ?? ENTRY_MODULE],
  ];
  const rootFiles = new Set<string>();
  const closures: [FirstScreenGroup, Set<string>][] = roots.map(([group, pattern]) => {
    const root = chunks.find((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
    if (!root) throw new Error(`first screens: the probe build has no chunk for ${group}`);
    rootFiles.add(root.fileName);
    return [group, staticClosure(byFile, root.fileName)];
  });
  // what the other entries load: the chunks a module of the home page's may share
  const elsewhere = new Set<string>();
  for (const chunk of chunks)
    if ((chunk.isEntry || chunk.isDynamicEntry) && !rootFiles.has(chunk.fileName))
      for (const file of staticClosure(byFile, chunk.fileName)) elsewhere.add(file);
  const placement = new Map<string, FirstScreenGroup>();
  for (const [group, closure] of closures)
    for (const file of closure) {
      const placed = group === 'home' && elsewhere.has(file) ? 'layout' : group;
      for (const id of byFile.get(file)?.moduleIds ?? [])
        if (PACKAGE_MODULE.test(id) && !placement.has(id)) placement.set(id, placed);
    }
  return placement;
}

/** The probe: the same build, packages left to automatic splitting, nothing written. */
async function runProbe(root: string, configFile: string | false, mode: string): Promise<void> {
  const previous = process.env[FIRST_PAINT_PROBE_ENV];
  process.env[FIRST_PAINT_PROBE_ENV] = '1';
  try {
    const result = await build({
      root,
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, emptyOutDir: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    const chunks: ProbeChunk[] = [];
    for (const output of outputs) {
      if (!('output' in output)) throw new Error('first screens: the probe build returned a watcher');
      for (const item of output.output)
        if (item.type === 'chunk')
          chunks.push({
            fileName: item.fileName,
            moduleIds: item.moduleIds,
            imports: item.imports,
            isEntry: item.isEntry,
            isDynamicEntry: item.isDynamicEntry,
          });
    }
    packagePlacement = packagePlacements(chunks);
  } finally {
    if (previous === undefined) delete process.env[FIRST_PAINT_PROBE_ENV];
    else process.env[FIRST_PAINT_PROBE_ENV] = previous;
  }
}

/** Per build (module ids are absolute paths): the roots each module is reached from. */
const rootsMemo = new Map<string, ReadonlySet<string>>();
let memoContext: ChunkingContextLike | null = null;

function ownRoots(id: string): string[] {
  const [layout, home] = FIRST_SCREEN_MODULES;
  return [
    ...(ENTRY_MODULE.test(id) ? ['app'] : []),
    ...(layout?.test(id) ? ['layout'] : []),
    ...(home?.test(id) ? ['home'] : []),
  ];
}

/**
 * The roots (entry, layout, home) among a module's static importers, transitively (a walk up, cycles allowed),
 * and `other` when the walk also reaches a module without static importers that is none of them (another
 * route's split component, a lazy overlay): a module the home page shares with such a chunk is not the home
 * page's own.
 */
function rootsOf(moduleId: string, ctx: ChunkingContextLike): ReadonlySet<string> {
  if (memoContext !== ctx) {
    rootsMemo.clear();
    memoContext = ctx;
  }
  const memo = rootsMemo.get(moduleId);
  if (memo) return memo;
  const found = new Set<string>();
  const visited = new Set<string>([moduleId]);
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const own = ownRoots(id);
    for (const root of own) found.add(root);
    const known = id === moduleId ? undefined : rootsMemo.get(id);
    if (known) {
      for (const root of known) found.add(root);
      continue;
    }
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    if (importers.length === 0 && own.length === 0) found.add('other');
    for (const importer of importers) {
      if (visited.has(importer)) continue;
      visited.add(importer);
      queue.push(importer);
    }
  }
  rootsMemo.set(moduleId, found);
  return found;
}

/** The chunk of src/main.tsx (its name is the group's, so no facade module): what src/boot.ts imports. */
function isAppChunk(chunk: Pick<ChunkLike, 'moduleIds'>): boolean {
  return chunk.moduleIds.some((id) => ENTRY_MODULE.test(id));
}

/** Chunks and what they import statically, transitively (file names as Rolldown writes them: assets/x.js). */
function staticImports(
  chunks: ReadonlyMap<string, Pick<ChunkLike, 'imports'>>,
  roots: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * What every page loads: index.html's script and the app chunk, with their static imports. Not the html
 * entry's own chunk, which only imports the script's and which Vite drops once it has written index.html.
 */
function entryChunks(
  chunks: ReadonlyMap<
    string,
    Pick<ChunkLike, 'fileName' | 'moduleIds' | 'imports' | 'isEntry' | 'facadeModuleId'>
  >,
): Set<string> {
  const roots = [...chunks.values()].filter(
    (chunk) => (chunk.isEntry && !/\.html$/.test(chunk.facadeModuleId ?? '')) || isAppChunk(chunk),
  );
  return staticImports(
    chunks,
    roots.map((chunk) => chunk.fileName),
  );
}

/** A split part of a route file (TanStack's autoCodeSplitting): `/abs/src/routes/x.tsx?tsr-split=component`. */
const ROUTE_SPLIT = /^([^?\0]*[\\/]src[\\/]routes[\\/][^?]+\.tsx)\?tsr-split=/;
const LAYOUT_ROUTE_ID = '/_main';
const HOME_ROUTE_ID = '/_main/';

/** The route id a route file declares: `createFileRoute('/_main/schools')`. */
export function routeIdOfSource(source: string): string | null {
  return /\bcreateFileRoute\(\s*(['"`])([^'"`]+)\1\s*\)/.exec(source)?.[2] ?? null;
}

const routeIdOfFile = (file: string): string | null => routeIdOfSource(readFileSync(file, 'utf8'));

/**
 * Each route's split chunks (the chunks holding a `?tsr-split=` part of its file) with what they import
 * statically, as /assets/ paths, less the entry's and the app's chunks (index.html preloads those): what a page
 * that renders the route needs besides them. Every page's HTML preloads them (server/plugins/static.ts).
 */
export function routeChunks(
  chunks: ReadonlyMap<
    string,
    Pick<ChunkLike, 'fileName' | 'moduleIds' | 'imports' | 'isEntry' | 'facadeModuleId'>
  >,
  routeIdOf: (file: string) => string | null,
): Record<string, string[]> {
  const entry = entryChunks(chunks);
  const roots = new Map<string, Set<string>>();
  const ids = new Map<string, string | null>();
  for (const chunk of chunks.values())
    for (const moduleId of chunk.moduleIds) {
      const file = ROUTE_SPLIT.exec(moduleId)?.[1];
      if (!file) continue;
      if (!ids.has(file)) ids.set(file, routeIdOf(file));
      const routeId = ids.get(file);
      if (!routeId) throw new Error(`first screens: no createFileRoute('...') in ${file}`);
      const own = roots.get(routeId) ?? new Set<string>();
      own.add(chunk.fileName);
      roots.set(routeId, own);
    }
  const out: Record<string, string[]> = {};
  for (const [routeId, files] of [...roots].sort(([a], [b]) => a.localeCompare(b)))
    out[routeId] = [...staticImports(chunks, [...files])]
      .filter((file) => !entry.has(file))
      .sort()
      .map((file) => `/${file}`);
  return out;
}

/** True for the chunks a first visit waits for: the app's (src/main.tsx) and the layout's and home page's. */
function isFirstPaintChunk(chunk: Pick<ChunkLike, 'moduleIds'>): boolean {
  return [ENTRY_MODULE, ...FIRST_SCREEN_MODULES].some((pattern) =>
    chunk.moduleIds.some((id) => pattern.test(id)),
  );
}

/** Files (relative to dist/) besides the chunks: the shell page and its icon. */
const ALWAYS = new Set(['index.html', 'favicon.svg', 'manifest.webmanifest']);

const firstScreenFiles = new Set<string>();
let graphSeen = false;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function firstScreensPlugin(): Plugin {
  let probe: (() => Promise<void>) | null = null;
  return {
    name: 'liuxue:first-screens',
    apply: 'build',
    configResolved(config) {
      if (isFirstPaintProbe()) return;
      probe = () => runProbe(config.root, config.configFile ?? false, config.mode);
    },
    // where the first screens' package modules go (firstPaintChunkName), before this build chunks anything
    async buildStart() {
      if (probe) await probe();
    },
    // index.html: modulepreload links for the app, layout and home chunks, so that all three download with the
    // page instead of each after the one before has run (src/boot.ts imports the app after the first paint).
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): HtmlTagDescriptor[] {
        const chunks = new Map<string, ChunkLike>();
        for (const item of Object.values(ctx.bundle ?? {}))
          if (item.type === 'chunk') chunks.set(item.fileName, item);
        // the app chunk and what it imports statically (Rolldown's small runtime chunk): every page's. The
        // layout's and the page's own chunks are each rendered page's (server/plugins/static.ts, ROUTE_CHUNKS_FILE)
        const app = [...chunks.values()].filter((chunk) => isAppChunk(chunk)).map((chunk) => chunk.fileName);
        const wanted = staticImports(chunks, app);
        const files = [...wanted].filter((file) => !html.includes(`/${file}"`)).sort();
        return files.map((file) => ({
          tag: 'link',
          // low: the inline shell's paint never waits for these (src/boot.ts starts the app after a frame), and
          // Lighthouse's simulation counts a high-priority script that arrived before the paint as blocking it
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const roots = [...chunks.values()].filter((chunk) => chunk.isEntry || isFirstPaintChunk(chunk));
      const precachedLazy = [...chunks.values()].filter((chunk) =>
        PRECACHED_LAZY_MODULES.some((pattern) => chunk.moduleIds.some((id) => pattern.test(id))),
      );
      // the entry must not import the app statically: it would run before the shell's first paint (src/boot.ts)
      for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
        const seen = new Set<string>();
        const queue = [...entry.imports];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          const chunk = chunks.get(file);
          if (chunk && chunk.moduleIds.some((id) => ENTRY_MODULE.test(id)))
            this.error(`first screens: the entry ${entry.fileName} imports the app chunk ${file} statically`);
          queue.push(...(chunk?.imports ?? []));
        }
      }
      if (roots.length < 2 + FIRST_SCREEN_MODULES.length)
        this.error(`first screens: found ${roots.length} of ${2 + FIRST_SCREEN_MODULES.length} root chunks`);
      firstScreenFiles.clear();
      const stack = [...roots, ...precachedLazy].map((chunk) => chunk.fileName);
      while (stack.length > 0) {
        const file = stack.pop();
        if (file === undefined || firstScreenFiles.has(file)) continue;
        firstScreenFiles.add(file);
        const chunk = chunks.get(file);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) firstScreenFiles.add(css);
        stack.push(...(chunk?.imports ?? []));
      }
      graphSeen = true;
      const routes = routeChunks(chunks, routeIdOfFile);
      const entry = entryChunks(chunks);
      for (const id of [LAYOUT_ROUTE_ID, HOME_ROUTE_ID])
        if (!routes[id]) this.error(`first screens: no split chunk of the route ${id}`);
      const routeFiles: RouteChunks = {
        entry: [...entry].sort().map((file) => `/${file}`),
        routes,
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routeFiles) });
      // everything else the app may load later: the service worker caches it in the background once active
      const deferred = Object.keys(bundle)
        .filter((file) => /\.(?:js|css|woff2)$/.test(file) && !firstScreenFiles.has(file))
        .sort();
      this.emitFile({ type: 'asset', fileName: DEFERRED_ASSETS_FILE, source: JSON.stringify(deferred) });
    },
  };
}

/** The precache manifest filter: the first screens' files only (see the top of this file). */
export const keepFirstScreens: ManifestTransform = (entries) => {
  if (!graphSeen)
    throw new Error('first screens: the chunk graph was not seen (is firstScreensPlugin in the build?)');
  const manifest = entries.filter((entry) => ALWAYS.has(entry.url) || firstScreenFiles.has(entry.url));
  return { manifest, warnings: [] };
};
