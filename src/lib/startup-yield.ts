/**
 * One step of the app's startup hands the main thread back to the browser. The app's chunk is one
 * file, and evaluating it was the longest task of a first visit: ~100 ms on this machine, ~400 ms on a phone
 * (the Chakra system's token dictionary, zod building the contract's schemas, the router's tree), during which a
 * tap on the inline shell waited. The build puts `await startupYield()` at the top of the modules listed in
 * scripts/startup-yields.ts: a module whose body starts with it runs in a task of its own, after its imports,
 * and so do the modules that import it; the rest of the graph goes on meanwhile.
 *
 * A tab opened in the background (no frames, throttled timers) does not yield: its startup is not seen, and
 * dozens of throttled timers would delay it by seconds.
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function startupYield(doc: Document | undefined = globalThis.document): Promise<void> {
  if (!doc || doc.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // a message is not clamped or throttled like a timer
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
