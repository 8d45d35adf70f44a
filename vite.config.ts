/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { chakraPrebuiltGlobal } from './scripts/chakra-global-css.ts';
import {
  BOOT_GROUP,
  firstPaintChunkName,
  firstScreensPlugin,
  isFirstPaintProbe,
  keepFirstScreens,
} from './scripts/first-screens.ts';
import { precompress } from './scripts/precompress.ts';
import { typedTanstackRouter } from './scripts/route-tree.ts';
import { LAUNCH_PATH } from './src/contract/pwa.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/** vitest's default leaves one core to itself (1 worker on a 2-core machine); its own work is small. */
const ALL_CORES = '100%';
/** Server test files that mock a module (vi.mock): they run in the isolated project server-mocks. */
const SERVER_MOCKING_FILES = ['tests/server/hardening-auth.test.ts'];
/** The probe build of scripts/first-screens.ts: the chunks only, no service worker, no compressed copies. */
const probe = isFirstPaintProbe();

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build): the page renderer the server loads (dist-ssr/,
 * server/plugins/static.ts). One file with the app's code and its packages, React left to node_modules; routes
 * not split (the server has them all at once).
 */
const ssrBuild = defineConfig({
  resolve: { alias: { '@': srcDir } },
  plugins: [
    typedTanstackRouter({ target: 'react', autoCodeSplitting: false, routeFileIgnorePrefix: '-' }),
    react(),
    chakraPrebuiltGlobal(),
  ],
  ssr: { noExternal: true, external: ['react', 'react-dom'] },
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, ssr: 'src/entry-server.tsx' },
});

const appBuild = defineConfig({
  resolve: { alias: { '@': srcDir } },
  plugins: [
    // The router's plugins must run before react(); they write src/routeTree.gen.ts (typed: scripts/route-tree.ts).
    typedTanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }),
    react(),
    // the Chakra system's global styles as CSS text made here, not by Emotion on the phone
    chakraPrebuiltGlobal(),
    // records the chunks of the first screen for the precache filter below
    firstScreensPlugin(),
    !probe &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'AI留学 · 留学平台',
          short_name: 'AI留学',
          description: 'AI留学平台：院校与专业查询、排名、AI智能选校、留学顾问与机构、留学圈与问答。',
          lang: 'zh-CN',
          dir: 'ltr',
          // the worker sends it on to the last screen (sw/launch.ts)
          start_url: LAUNCH_PATH,
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#1f5eff',
          background_color: '#ffffff',
          categories: ['education'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        // icons and the manifest are added by the plugin itself; listing png here would add them twice.
        // Precached: the app shell and the first screens only (scripts/first-screens.ts); the other chunks are
        // cached as pages ask for them (sw/runtime-caching.ts).
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,woff2}'],
          manifestTransforms: [keepFirstScreens],
        },
      }),
    // .br and .gz copies of dist/ once everything above (the service worker too) is written
    !probe && precompress(),
  ],
  server: {
    proxy: {
      '/student/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
      '/files': 'http://127.0.0.1:3000',
    },
  },
  // BUNDLE_SOURCEMAP=1: source maps without a sourceMappingURL comment (same chunks), read by bench/bundle.ts --by-package
  build: {
    chunkSizeWarningLimit: 700,
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1' ? 'hidden' : false,
    // the first visit's chunks as four files (boot, app, layout, home) instead of ~70 small ones:
    // scripts/first-screens.ts. Its name function places every module itself (what a root's static imports
    // reach): a group's default of taking the dependencies of what it captures put the modules the home page
    // shares with the layout and other pages into the home chunk, which every page then imported.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            BOOT_GROUP,
            {
              name: firstPaintChunkName,
              priority: 1,
              debugName: 'first-paint',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/client/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/client.ts'],
          maxWorkers: ALL_CORES,
          // client tests fill whole forms step by step: give a loaded 2-core machine room
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@': srcDir } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: SERVER_MOCKING_FILES,
          maxWorkers: ALL_CORES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // the server's modules (and each worker's database with its seeded template,
          // tests/helpers/server.ts) are loaded once per worker, not once per file: a fresh app per test
          // file or test is what isolates the tests
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': srcDir } },
        test: {
          name: 'server-mocks',
          environment: 'node',
          // vi.mock replaces a module for the file that asks: only in a module graph of its own
          include: SERVER_MOCKING_FILES,
          maxWorkers: ALL_CORES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // each file has a server of its own and its own browser contexts: two files at once keep both cores
          // busy (one file alone used about 0.6 of them: the server, the browser and the test wait in turn)
          maxWorkers: ALL_CORES,
          // expect.poll gives up after 1 s by default: on a loaded 2-core machine a page's render after a click took
          // longer (the 登录 link after a logout in auth.e2e); what a test polls for must still come within 10 s
          expect: { poll: { timeout: 10_000 } },
          // in CI a failed browser test runs once more: a run that passes only on its second try still
          // prints the first try's report (tests/e2e/harness.ts: the pages' addresses, text, screenshots and
          // the server's log), so a timing flake shows in the log without failing the build
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : appBuild));
