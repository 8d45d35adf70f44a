/**
 * What the first render in the browser must share with the server's render of the page (src/entry-server.tsx):
 * the server knows no session and no window, so while React hydrates, components render as the server did, and
 * once hydrated they render what this browser knows (its session, its window).
 */
import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';

import { session } from './session';

const never = () => () => undefined;

/** false on the server and while hydrating; true after, and from the start in a page the browser renders. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

const VISITOR: ReturnType<typeof useSnapshot<typeof session>> = Object.freeze({
  token: null,
  user: null,
  loaded: false,
});

/** The session as components render it: a visitor's on the server and while hydrating, then this browser's. */
export function useSessionSnapshot(): ReturnType<typeof useSnapshot<typeof session>> {
  const snap = useSnapshot(session);
  return useHydrated() ? snap : VISITOR;
}
