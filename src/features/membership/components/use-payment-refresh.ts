import { useEffect, useRef } from 'react';

import { refreshCurrentUser } from '@/lib/current-user';
import { APP_EVENTS, onAppEvent } from '@/lib/events';
import { onSocketEvent } from '@/lib/socket';

/**
 * After a payment (the server's `pay` socket event, or the order dialog's APP_EVENTS.PAY_SUCCESS): fetch the
 * current user again (a paid plan sets vipLevel, which turns on the task menu) and call `onPaid` (reload
 * the list shown). Both signals may come for one payment; the second refresh is harmless.
 */
export function usePaymentRefresh(onPaid: () => void): void {
  const latest = useRef(onPaid);
  useEffect(() => {
    latest.current = onPaid;
  }, [onPaid]);
  useEffect(() => {
    const paid = () => {
      void refreshCurrentUser();
      latest.current();
    };
    const offs = [onSocketEvent('pay', paid), onAppEvent(APP_EVENTS.PAY_SUCCESS, paid)];
    return () => offs.forEach((off) => off());
  }, []);
}
