/**
 * Setup of the unit and client tests (happy-dom): msw with unhandled requests as errors, a fresh
 * fake IndexedDB, empty web storage, no toast sink, no shared query answers and a logged-out session for
 * every test.
 */
import 'fake-indexeddb/auto';

import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { closeDb, storageHealth } from '@/lib/idb';
import { session } from '@/lib/session';
import { clearQueuedToasts, setToastSink } from '@/lib/toast';
import { clearSharedQueries } from '@/lib/use-query';

import { server } from '../mocks/server';

// findBy*/waitFor poll for up to 5 s (default 1 s): a loaded CI machine runs many test files at once, and a
// wait that passes on an idle machine must not fail there. A wait still fails when the UI never gets there.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setToastSink(null);
  clearQueuedToasts();
  clearSharedQueries();
  session.token = null;
  session.user = null;
  session.loaded = false;
  storageHealth.quotaExceeded = false;
  localStorage.clear();
  sessionStorage.clear();
  await closeDb();
  globalThis.indexedDB = new IDBFactory();
});

afterAll(() => {
  server.close();
});
