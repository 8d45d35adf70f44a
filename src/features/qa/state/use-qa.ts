import { useEffect } from 'react';
import { useSnapshot } from 'valtio';

import type { QaAuthor } from '@/contract/qa';
import { useSessionSnapshot } from '@/lib/hydration';
import { outboxState, type OutboxEntry } from '@/lib/outbox';

import { startQa } from './qa-runtime';
import { qaState, selfAuthor, type QaStateSnapshot } from './qa-store';

/** What the Q&A screens render from: the store, the outbox entries, and the viewer as an author. */
export function useQa(): {
  state: QaStateSnapshot;
  outbox: readonly OutboxEntry[];
  author: QaAuthor | null;
  loggedIn: boolean;
} {
  useEffect(() => startQa(), []);
  // The snapshot is frozen; the helpers of qa-store.ts only read it (its deep readonly type would not fit the
  // contract types the components take).
  const state = useSnapshot(qaState) as QaStateSnapshot;
  const outbox = useSnapshot(outboxState).items as readonly OutboxEntry[];
  const user = useSessionSnapshot().user;
  return { state, outbox, author: user ? selfAuthor(user) : null, loggedIn: user !== null };
}
