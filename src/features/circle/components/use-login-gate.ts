import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { LoginAction } from '@/contract/routes';
import { isLoggedIn } from '@/lib/session';
import { showToast } from '@/lib/toast';

/**
 * Runs a write only for a logged-in user; a visitor goes to /login?redirect=<this page>&name=<why> (SPEC section 6:
 * the circle is readable by visitors, every write needs a login). A write that could not be stored in the
 * outbox (IndexedDB full or refused) is told with a toast.
 */
export function useLoginGate() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  return useCallback(
    (action: () => Promise<unknown> | void, why?: LoginAction): boolean => {
      if (!isLoggedIn()) {
        void navigate({ to: '/login', search: { redirect: href, name: why } });
        return false;
      }
      const done = action();
      if (done instanceof Promise) {
        done.catch(() => showToast({ type: 'error', message: '保存失败，请检查设备存储空间后重试' }));
      }
      return true;
    },
    [navigate, href],
  );
}
