/**
 * No real socket in client tests: a vi.mock factory of `@/lib/socket` whose connect resolves at once and whose
 * events the test fires itself (`fireSocket`), as the server would.
 *   vi.mock('@/lib/socket', async (original) => (await import('./socket-stub')).stubSocket(original));
 */
import { act } from '@testing-library/react';

import type * as SocketModule from '@/lib/socket';

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

export async function stubSocket(importOriginal: () => Promise<unknown>): Promise<typeof SocketModule> {
  const actual = (await importOriginal()) as typeof SocketModule;
  const onSocketEvent = (name: string, handler: Handler) => {
    const set = handlers.get(name) ?? new Set();
    handlers.set(name, set);
    set.add(handler);
    return () => set.delete(handler);
  };
  return {
    ...actual,
    connectSocket: () => Promise.resolve(),
    onSocketEvent: onSocketEvent as typeof actual.onSocketEvent,
  };
}

/** The server's event reaching every handler the app has registered. */
export function fireSocket(name: string, payload?: unknown) {
  act(() => handlers.get(name)?.forEach((handler) => handler(payload)));
}
