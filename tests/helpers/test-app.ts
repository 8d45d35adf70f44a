/**
 * One test app for a file's tests (or a describe's): built before them, closed after them. The returned
 * app stands for the one currently built, so a file writes `const t = useTestApp()` instead of the same
 * let / beforeAll / afterAll in every file.
 */
import type { LoginResult } from '../../src/contract/auth.ts';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { buildTestApp, loginByPassword, type TestApp, type TestAppOptions } from './server.ts';

export interface UseTestAppOptions extends TestAppOptions {
  /** A fresh app for each test instead of one for all of them. */
  eachTest?: boolean;
}

export function useTestApp(options: UseTestAppOptions = {}): TestApp {
  const { eachTest = false, ...appOptions } = options;
  let current: TestApp | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error('the test app is used outside of its tests');
    return current;
  };
  (eachTest ? beforeEach : beforeAll)(async () => {
    current = await buildTestApp(appOptions);
  });
  (eachTest ? afterEach : afterAll)(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get dataDir() {
      return app().dataDir;
    },
    get clock() {
      return app().clock;
    },
    inject: (injectOptions) => app().inject(injectOptions),
    smsOutbox: () => app().smsOutbox(),
    smsCode: (phone, purpose) => app().smsCode(phone, purpose),
    close: () => app().close(),
  };
}

/** Password logins of several demo phones, by name. */
export async function loginAll<K extends string>(
  t: TestApp,
  phones: Record<K, string>,
): Promise<Record<K, LoginResult>> {
  const entries = await Promise.all(
    Object.entries<string>(phones).map(
      async ([name, phone]) => [name, await loginByPassword(t, phone)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<K, LoginResult>;
}
