import { afterEach, describe, expect, it, vi } from 'vitest';

import { startupYield } from '@/lib/startup-yield';

const page = (visibilityState: DocumentVisibilityState) => ({ visibilityState }) as Document;

/** Whether the promise has settled after every pending microtask (and none of the tasks) ran. */
async function settledWithinMicrotasks(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return settled;
}

describe('startupYield', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands the main thread to the browser in a visible page: the startup goes on in a later task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const step = startupYield(page('visible'));
    expect(await settledWithinMicrotasks(step)).toBe(false);
    await step;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await startupYield(page('visible'));
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('does not wait in a tab opened in the background (throttled timers would hold its startup)', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    expect(await settledWithinMicrotasks(startupYield(page('hidden')))).toBe(true);
    expect(yieldToBrowser).not.toHaveBeenCalled();
  });
});
