/**
 * Grouped toasts, independent of the UI kit (SPEC section 8: "Toasts are grouped").
 * A toast's id is derived from its type and message, so the same message shows once while it is
 * visible. The UI registers a sink (src/components/ui/toaster.tsx); until then toasts wait in a
 * short queue and are shown when the sink arrives. The sink's code loads at the first toast
 * (src/components/ui/toaster-host.tsx follows `toastWanted`), not with the first screen.
 */
import { LIMITS } from '@/contract/limits';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type: ToastType;
  message: string;
  /** Milliseconds; LIMITS.TOAST_DEFAULT_MS when omitted. */
  duration?: number;
}

export type ShownToast = Required<ToastInput> & { id: string };

export interface ToastSink {
  create(t: ShownToast): void;
  isVisible(id: string): boolean;
}

/** Toasts kept while no sink is registered (the oldest are dropped first). */
const QUEUE_MAX = 10;

let sink: ToastSink | null = null;
let queue: ShownToast[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** True once a toast was asked for: the UI loads its toaster from then on. */
export const toastWanted = (): boolean => wanted;

export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function toastId(type: ToastType, message: string): string {
  return `toast:${type}:${message}`;
}

export function setToastSink(next: ToastSink | null): void {
  sink = next;
  if (!sink) return;
  const pending = queue;
  queue = [];
  for (const t of pending) deliver(sink, t);
}

export function showToast(t: ToastInput): void {
  const toast: ShownToast = {
    id: toastId(t.type, t.message),
    type: t.type,
    message: t.message,
    duration: t.duration ?? LIMITS.TOAST_DEFAULT_MS,
  };
  if (sink) {
    deliver(sink, toast);
    return;
  }
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  if (queue.some((queued) => queued.id === toast.id)) return;
  queue.push(toast);
  if (queue.length > QUEUE_MAX) queue = queue.slice(-QUEUE_MAX);
}

/** Drops toasts waiting for a sink (tests, and nothing else needs it). */
export function clearQueuedToasts(): void {
  queue = [];
  wanted = false;
}

function deliver(target: ToastSink, toast: ShownToast): void {
  if (target.isVisible(toast.id)) return;
  target.create(toast);
}
