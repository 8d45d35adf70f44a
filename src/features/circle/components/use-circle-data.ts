import { useEffect, useReducer } from 'react';
import { subscribe } from 'valtio';

import { outboxState } from '@/lib/outbox';
import { session } from '@/lib/session';

import { circleState } from '../state/circle-store';

/**
 * The circle store, the outbox entries and the session, re-rendering on any change of them. The view
 * functions (state/circle-view.ts) read these live objects during render.
 */
export function useCircleData() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const offs = [
      subscribe(circleState, rerender),
      subscribe(outboxState, rerender),
      subscribe(session, rerender),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return { store: circleState, entries: outboxState.items, user: session.token ? session.user : null };
}
