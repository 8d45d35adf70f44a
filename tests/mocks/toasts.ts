import { setToastSink, type ShownToast } from '@/lib/toast';

/**
 * Registers a toast sink that records what the user would see. A toast stays visible until
 * dismissed, like a toast whose duration has not run out.
 */
export function recordToasts() {
  const shown: ShownToast[] = [];
  const visible = new Set<string>();
  setToastSink({
    create: (t) => {
      shown.push(t);
      visible.add(t.id);
    },
    isVisible: (id) => visible.has(id),
  });
  return {
    shown,
    messages: () => shown.map((t) => t.message),
    dismissAll: () => visible.clear(),
  };
}
