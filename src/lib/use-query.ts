/**
 * The one data-loading hook of the client. It runs the fetcher when the key changes, aborts the
 * previous request, keeps the last data while the next key loads (no flash of empty lists) and
 * returns refetch() for 重试 buttons and reloads. A failure says whether the network was unreachable
 * (offline), so the screen shows its offline state; the request client does not toast a read offline.
 *
 * Reference data many components read (dictionaries, regions, schools of a city, AI configs) pass
 * `shared`: one request per key per page load for every component that asks, its answer read at once
 * by a component mounted later; a failure or a refetch forgets it, so the next read asks again.
 *
 * Server rendering (src/entry-server.tsx): a route's loader prefetches its page's queries and, on the server,
 * waits for them; the page renders them, and their answers travel in the page (`dehydrateQueries` on the server,
 * `hydrateQueries` in the browser before hydration), so the first render in the browser has the same data and
 * asks for none of it again. The server keeps each request's prefetches apart (`setPrefetchScope`).
 */
import { startTransition, useCallback, useEffect, useState } from 'react';

import { RESULT_CODE } from '@/contract/result-codes';
import { ApiError } from '@/lib/http';

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** True when the request failed because the network is unreachable. */
  offline: boolean;
  /** Loads the key again (重试, or after a change); the data shown stays until the answer. */
  refetch: () => void;
}

export interface QueryOptions {
  /** false: nothing is requested (a parameter is missing); no data and not loading. */
  enabled?: boolean;
  /** One request per key for every component, kept for the page load (reference data). */
  shared?: boolean;
}

type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/** A shared request and, once it has succeeded, its answer (read at once by components mounted later). */
interface SharedEntry {
  promise: Promise<unknown>;
  settled?: { data: unknown };
}

const shared = new Map<string, SharedEntry>();

function loadShared<T>(key: string, fetcher: Fetcher<T>): Promise<T> {
  const hit = shared.get(key);
  if (hit) return hit.promise as Promise<T>;
  // no component's signal: one component leaving must not cancel the request the others wait for
  const promise = fetcher(new AbortController().signal);
  const entry: SharedEntry = { promise };
  shared.set(key, entry);
  promise.then(
    (data) => {
      entry.settled = { data };
    },
    () => {
      if (shared.get(key) === entry) shared.delete(key);
    },
  );
  return promise;
}

/** Forgets every shared answer and prefetch (tests start from a fresh page load). */
export function clearSharedQueries(): void {
  shared.clear();
  browserPrefetched.clear();
}

/** How long a prefetched answer waits for its component: a page left before it mounted asks anew later. */
export const PREFETCH_MAX_AGE_MS = 10_000;

interface Prefetched {
  promise: Promise<unknown>;
  at: number;
  /** the answer, once it has arrived: a component that mounts after it renders it at once */
  settled?: Answer;
}

/**
 * An answer as the page carries it: the data, or the server's word that the subject does not exist (404: an old
 * link), which is as final as data; the page renders its not-found state from it, on the server and at hydration.
 */
type Answer = { data: unknown; missing?: undefined } | { data: undefined; missing: string };

const browserPrefetched = new Map<string, Prefetched>();

/** What the server keeps per page it renders (src/contract/page-render.ts). */
export interface RenderScope {
  queries: Map<string, unknown>;
  /** the request carried the signed-in hint: data that differs by reader is left to the browser */
  signedIn: boolean;
  /** set when the page asked whether its reader is signed in: the page differs by reader (Vary: Cookie) */
  readerChecked?: boolean;
  /** the name of the page's subject (an article, a playback), for its title */
  subject?: string;
  /** the page's subject does not exist (an old link): the page is answered with 404 */
  notFound?: boolean;
}

/** The browser has one page; the server renders many at once and gives each request its own scope. */
let currentScope: (() => RenderScope) | null = null;

const currentPrefetched = (): Map<string, Prefetched> =>
  currentScope ? (currentScope().queries as Map<string, Prefetched>) : browserPrefetched;

/** The server's per-request scope (an AsyncLocalStorage lookup in server/plugins/static.ts). */
export function setRenderScope(scope: () => RenderScope): void {
  currentScope = scope;
}

/** True while the server renders a page for a reader with a session (whose data it never has). */
export function renderingForSignedIn(): boolean {
  if (!currentScope) return false;
  const scope = currentScope();
  scope.readerChecked = true;
  return scope.signedIn;
}

/** Names the subject of the page the server renders (src/lib/route-meta.ts useSubjectTitle). */
export function renderSubject(name: string): void {
  if (currentScope) currentScope().subject = name;
}

/** Says that the page the server renders shows its not-found state (src/lib/route-meta.ts useNotFoundStatus). */
export function renderNotFound(): void {
  if (currentScope) currentScope().notFound = true;
}

/**
 * A loader's prefetch: the server waits for it (the page is rendered with its data); the browser does not (the
 * page renders at once, its skeleton showing until the answer).
 */
export function awaitedOnServer(prefetch: Promise<unknown> | undefined): Promise<unknown> | undefined {
  return import.meta.env.SSR ? prefetch : undefined;
}

/**
 * Starts a query before its component mounts (a route's loader: the first screen's data is requested while the
 * page's code is still being evaluated and rendered, not after). The first useQuery of that key that mounts
 * within PREFETCH_MAX_AGE_MS takes the request instead of sending its own; later ones (a refetch, 重试, another
 * visit) ask anew. A failure is not kept, except a 404 (the subject does not exist): the component shows it as
 * if it had asked itself. The promise settles
 * when the answer is in (never rejects): the server's loaders wait for it.
 */
export function prefetchQuery<T>(key: string, fetcher: Fetcher<T>): Promise<void> {
  const prefetched = currentPrefetched();
  const known = prefetched.get(key);
  if (known && Date.now() - known.at < PREFETCH_MAX_AGE_MS) return known.promise.then(ignore, ignore);
  const promise = fetcher(new AbortController().signal);
  const entry: Prefetched = { promise, at: Date.now() };
  prefetched.set(key, entry);
  // an unclaimed failure is not an unhandled rejection: the component that takes it handles it
  return promise.then(
    (data) => {
      entry.settled = { data };
    },
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404)
        entry.settled = { data: undefined, missing: error.message };
    },
  );
}

const ignore = () => undefined;

/** The answers the server's prefetches got, as JSON for the page (the router's dehydrate). */
export function dehydrateQueries(): string {
  const data: Record<string, unknown> = {};
  const missing: Record<string, string> = {};
  for (const [key, entry] of currentPrefetched()) {
    if (entry.settled?.missing !== undefined) missing[key] = entry.settled.missing;
    else if (entry.settled) data[key] = entry.settled.data;
  }
  return JSON.stringify({ data, missing });
}

/** The page's answers, before the first render in the browser (the router's hydrate). */
export function hydrateQueries(json: string): void {
  const page: unknown = JSON.parse(json);
  if (!page || typeof page !== 'object') return;
  const at = Date.now();
  const { data = {}, missing = {} } = page as {
    data?: Record<string, unknown>;
    missing?: Record<string, string>;
  };
  for (const [key, answer] of Object.entries(data)) {
    browserPrefetched.set(key, { promise: Promise.resolve(answer), at, settled: { data: answer } });
  }
  for (const [key, message] of Object.entries(missing)) {
    const promise = Promise.reject(new ApiError(RESULT_CODE.ERROR, message, { status: 404 }));
    promise.catch(ignore);
    browserPrefetched.set(key, { promise, at, settled: { data: undefined, missing: message } });
  }
}

/** A prefetched answer that has already arrived (taken: the component renders it in its first render). */
function takeSettled(key: string): Answer | undefined {
  const prefetched = currentPrefetched();
  const entry = prefetched.get(key);
  if (!entry?.settled || Date.now() - entry.at >= PREFETCH_MAX_AGE_MS) return undefined;
  prefetched.delete(key);
  return entry.settled;
}

function takePrefetched<T>(key: string): Promise<T> | undefined {
  const prefetched = currentPrefetched();
  const entry = prefetched.get(key);
  if (!entry) return undefined;
  prefetched.delete(key);
  return Date.now() - entry.at < PREFETCH_MAX_AGE_MS ? (entry.promise as Promise<T>) : undefined;
}

interface Settled<T> {
  id: string | null;
  data: T | undefined;
  error: string | null;
  offline: boolean;
}

/** The key of a settled state's id (`${key}#${attempt}`). */
function keyOfId(id: string): string {
  return id.slice(0, id.lastIndexOf('#'));
}

export function useQuery<T>(key: string, fetcher: Fetcher<T>, options: QueryOptions = {}): QueryState<T> {
  const { enabled = true, shared: isShared = false } = options;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Settled<T>>(() => {
    // the first screen's data may have arrived before the page rendered (a route loader's prefetch, or the
    // answers the server's render put into the page): then there is no loading state to show at all
    const arrived = enabled && !isShared ? takeSettled(key) : undefined;
    return {
      id: arrived ? `${key}#0` : null,
      data: arrived?.data as T | undefined,
      error: arrived?.missing ?? null,
      offline: false,
    };
  });
  const id = `${key}#${attempt}`;
  // what the render already has (the page's data, or an answer kept across StrictMode's second effect): no
  // request for it
  const settledId = state.id;
  useEffect(() => {
    if (!enabled || settledId === id) return;
    const controller = new AbortController();
    const request = isShared
      ? loadShared(key, fetcher)
      : ((attempt === 0 ? takePrefetched<T>(key) : undefined) ?? fetcher(controller.signal));
    request.then(
      (data) => {
        // an answer renders as a transition: a long list is rendered in slices, input stays responsive
        if (!controller.signal.aborted)
          startTransition(() => setState({ id, data, error: null, offline: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((prev) => ({
          id,
          // a retry that failed keeps what its key showed; another key's data is no answer to this one (a
          // search typed offline must not list the unfiltered results under the typed word)
          data: prev.id !== null && keyOfId(prev.id) === key ? prev.data : undefined,
          error: error instanceof Error ? error.message : String(error),
          offline: error instanceof ApiError && error.transient,
        }));
      },
    );
    return () => controller.abort();
    // the key names everything the fetcher depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, enabled]);
  const refetch = useCallback(() => {
    if (isShared) shared.delete(key);
    setAttempt((n) => n + 1);
  }, [key, isShared]);

  if (!enabled) return { data: undefined, loading: false, error: null, offline: false, refetch };
  if (state.id === id) {
    return { data: state.data, loading: false, error: state.error, offline: state.offline, refetch };
  }
  // a shared answer another component already has needs no loading state
  const known = isShared ? shared.get(key)?.settled : undefined;
  if (known) return { data: known.data as T, loading: false, error: null, offline: false, refetch };
  // a key that has not settled yet is loading; its predecessor's data stays visible meanwhile
  return { data: state.data, loading: true, error: null, offline: false, refetch };
}
