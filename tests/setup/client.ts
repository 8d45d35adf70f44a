/**
 * Setup of the unit and client tests (happy-dom): msw with unhandled requests as errors, a fresh
 * fake IndexedDB, empty web storage, no toast sink and a logged-out session for every test.
 */
import 'fake-indexeddb/auto';

import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { closeDb, storageHealth } from '@/lib/idb';
import { session } from '@/lib/session';
import { clearQueuedToasts, setToastSink } from '@/lib/toast';

import { server } from '../mocks/server';

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
