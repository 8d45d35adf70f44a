/**
 * The request client starts one fetch per task (a burst of fetch() calls in one task was a long task
 * of the home page's first render). What a burst looks like from the network's side.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { http } from '@/lib/http';
import { paced } from '@/lib/request-pacing';

import { ok } from '../mocks/envelope';

const schema = z.object({ n: z.number() });

/** A fetch that records the URLs it is asked for and answers each at once. */
function recordFetch() {
  const urls: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return Promise.resolve(ok({ n: Number(new URL(url, 'http://x').searchParams.get('n')) }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests asked for in one task', () => {
  it('start the first at once and the others in later tasks, in order, and all answer', async () => {
    // a task of its own, so that no request of an earlier test counts as this task's
    await new Promise((resolve) => setTimeout(resolve, 0));
    const urls = recordFetch();
    const answers = [1, 2, 3, 4].map((n) => http.get(`/student/api/things?n=${n}`, schema));
    expect(urls).toEqual(['/student/api/things?n=1']);
    // not a microtask later: the browser gets the main thread first
    await microtasks();
    expect(urls).toHaveLength(1);
    await expect(Promise.all(answers)).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(urls).toEqual([1, 2, 3, 4].map((n) => `/student/api/things?n=${n}`));
  });

  it('settle as their start does, a start that throws included', async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = paced(() => Promise.resolve('a'));
    const failing = paced<string>(() => {
      throw new Error('bad body');
    });
    const rejected = paced(() => Promise.reject(new Error('refused')));
    const last = paced(() => Promise.resolve('d'));
    await expect(first).resolves.toBe('a');
    await expect(failing).rejects.toThrow('bad body');
    await expect(rejected).rejects.toThrow('refused');
    await expect(last).resolves.toBe('d');
  });
});
