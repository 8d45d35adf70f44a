/**
 * Build step: which built files the first screen needs, for the service worker's precache (issue 20).
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
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

import { DEFERRED_ASSETS_FILE } from '../src/contract/pwa.ts';

type ManifestTransform = NonNullable<
  NonNullable<Partial<VitePWAOptions>['injectManifest']>['manifestTransforms']
>[number];

/**
 * The modules whose chunks every first screen loads besides the entry: the main layout's and the home page's
 * split components (TanStack's autoCodeSplitting).
 */
export const FIRST_SCREEN_MODULES = [/\/src\/routes\/_main\.tsx\?/, /\/src\/routes\/_main\/index\.tsx\?/];

/** Files (relative to dist/) besides the chunks: the shell page and its icon. */
const ALWAYS = new Set(['index.html', 'favicon.svg', 'manifest.webmanifest']);

const firstScreenFiles = new Set<string>();
let graphSeen = false;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function firstScreensPlugin(): Plugin {
  return {
    name: 'liuxue:first-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const roots = [...chunks.values()].filter(
        (chunk) =>
          chunk.isEntry || FIRST_SCREEN_MODULES.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
      );
      if (roots.length < 1 + FIRST_SCREEN_MODULES.length)
        this.error(`first screens: found ${roots.length} of ${1 + FIRST_SCREEN_MODULES.length} root chunks`);
      firstScreenFiles.clear();
      const stack = roots.map((chunk) => chunk.fileName);
      while (stack.length > 0) {
        const file = stack.pop();
        if (file === undefined || firstScreenFiles.has(file)) continue;
        firstScreenFiles.add(file);
        const chunk = chunks.get(file);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) firstScreenFiles.add(css);
        stack.push(...(chunk?.imports ?? []));
      }
      graphSeen = true;
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
