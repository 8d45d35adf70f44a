import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

import { subscribeToastDemand, toastDemand } from '@/lib/toast';

const loadToaster = (): Promise<ComponentType> => import('@/components/ui/toaster').then((m) => m.Toaster);

/**
 * Mounts the toaster (src/components/ui/toaster.tsx: Chakra's and Ark's toast parts and zag's toast group
 * machine, with the UI kit's shared machinery, ~15 KB gzip that the first screens no longer load) when the
 * first toast waits for it: src/lib/toast.ts keeps toasts in its queue until the toaster's sink is
 * registered, and most visits show none. A load that failed (offline, before the service worker holds the
 * chunk) is tried again at the next toast or when the browser is back online; the queued toasts wait
 * meanwhile. `load` is for tests.
 */
export function ToasterOnDemand({ load = loadToaster }: { load?: () => Promise<ComponentType> }) {
  const demand = useSyncExternalStore(subscribeToastDemand, toastDemand, toastDemand);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [retries, setRetries] = useState(0);
  const wanted = demand > 0 && Toaster === null;
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const retry = () => setRetries((n) => n + 1);
    load().then(
      (component) => {
        if (active) setToaster(() => component);
      },
      () => {
        if (active) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      active = false;
      window.removeEventListener('online', retry);
    };
  }, [wanted, demand, retries, load]);
  return Toaster ? <Toaster /> : null;
}
