/**
 * One Chromium for the whole browser-test run: each test file connects to it (tests/e2e/harness.ts) and
 * opens contexts of its own, instead of starting a browser per file.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browser server (playwright's launchServer); empty when none was started. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
