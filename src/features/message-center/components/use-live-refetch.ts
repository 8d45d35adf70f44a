import { useEffect, useRef } from 'react';

import { UNREAD_SYNC_DEBOUNCE_MS } from '@/features/message-center/state/unread-sync';
import { APP_EVENTS, onAppEvent } from '@/lib/events';
import { onSocketEvent } from '@/lib/socket';

/**
 * Reloads a list when what it shows may have changed: a socket `chat` (sent or received), a socket
 * reconnect, APP_EVENTS.UNREAD_CHECK. A burst of events makes one reload.
 */
export function useLiveRefetch(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        latest.current();
      }, UNREAD_SYNC_DEBOUNCE_MS);
    };
    const offs = [
      onSocketEvent('chat', schedule),
      onSocketEvent('connect', schedule),
      onAppEvent(APP_EVENTS.UNREAD_CHECK, schedule),
    ];
    return () => {
      if (timer !== null) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, []);
}
