import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

import { onToastWanted, toastWanted } from '@/lib/toast';

const serverSnapshot = (): boolean => false;

/**
 * Mounts the toaster (Chakra's toast group: ~12 KB gzip of zag machines) at the first toast, not with every
 * first screen; toasts asked for before it is there wait in src/lib/toast.ts's queue. Its chunk is precached
 * (scripts/first-screens.ts), so offline it loads from the service worker; when it cannot load at all (a first
 * visit that lost its connection before the worker was installed) it is tried again when the browser is back
 * online, and the queued toasts show then.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted, serverSnapshot);
  const [toaster, setToaster] = useState<{ View: ComponentType } | null>(null);
  useEffect(() => {
    if (!wanted || toaster) return;
    let cancelled = false;
    const load = () => {
      import('./toaster').then(
        (m) => {
          if (!cancelled) setToaster({ View: m.Toaster });
        },
        () => {
          if (!cancelled) window.addEventListener('online', load, { once: true });
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [wanted, toaster]);
  return toaster ? <toaster.View /> : null;
}
