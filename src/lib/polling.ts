/**
 * Named polling loops (task unread count every 20 s for service members, SPEC sections 6 and 7).
 * A loop runs its function at once, then again `intervalMs` after each run finishes, so slow
 * requests never overlap. Every loop stops when the session ends.
 */
import { onSessionEnd } from './session';

const loops = new Map<string, { timer: ReturnType<typeof setTimeout> | null; stopped: boolean }>();

/** Starts (or restarts) the loop called `name`. */
export function startPolling(name: string, fn: () => unknown, intervalMs: number): void {
  stopPolling(name);
  const loop: { timer: ReturnType<typeof setTimeout> | null; stopped: boolean } = {
    timer: null,
    stopped: false,
  };
  loops.set(name, loop);
  const tick = async () => {
    loop.timer = null;
    try {
      await fn();
    } catch (error) {
      console.error(`polling ${name} failed`, error);
    }
    if (!loop.stopped) loop.timer = setTimeout(() => void tick(), intervalMs);
  };
  void tick();
}

export function stopPolling(name: string): void {
  const loop = loops.get(name);
  if (!loop) return;
  loop.stopped = true;
  if (loop.timer !== null) clearTimeout(loop.timer);
  loops.delete(name);
}

export function stopAllPolling(): void {
  for (const name of [...loops.keys()]) stopPolling(name);
}

export function isPolling(name: string): boolean {
  return loops.has(name);
}

onSessionEnd(stopAllPolling);
