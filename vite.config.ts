/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': srcDir } },
  plugins: [
    // The router plugin must run before react(); it writes src/routeTree.gen.ts.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,woff2}'] },
    }),
  ],
  server: {
    proxy: {
      '/student/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
      '/files': 'http://127.0.0.1:3000',
    },
  },
  build: { chunkSizeWarningLimit: 700, sourcemap: false },
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
        },
      },
      {
        resolve: { alias: { '@': srcDir } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
