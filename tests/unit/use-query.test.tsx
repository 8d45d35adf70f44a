import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { RESULT_CODE } from '@/contract/result-codes';
import { ApiError, CLIENT_ERROR_CODE } from '@/lib/http';
import {
  clearSharedQueries,
  dehydrateQueries,
  hydrateQueries,
  PREFETCH_MAX_AGE_MS,
  prefetchQuery,
  useQuery,
  type QueryOptions,
} from '@/lib/use-query';

/** A fetcher whose every call waits until the test settles it; it records each call's signal. */
function controlledFetcher<T>() {
  const calls: {
    key: string;
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const fetcherFor = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index} (${calls.length} so far)`);
    return found;
  };
  return { calls, fetcherFor, call };
}

function renderQuery<T>(
  fetchers: ReturnType<typeof controlledFetcher<T>>,
  key: string,
  options?: QueryOptions,
) {
  return renderHook(
    ({ queryKey }: { queryKey: string }) => useQuery(queryKey, fetchers.fetcherFor(queryKey), options),
    { initialProps: { queryKey: key } },
  );
}

describe('useQuery', () => {
  it('shows loading, then the data', async () => {
    const fetchers = controlledFetcher<string>();
    const { result } = renderQuery(fetchers, 'a');
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    act(() => fetchers.call(0).resolve('牛津大学'));
    await waitFor(() => expect(result.current).toMatchObject({ data: '牛津大学', loading: false }));
  });

  it('after a failure, 重试 (refetch) asks again and shows the answer', async () => {
    const fetchers = controlledFetcher<string>();
    const { result } = renderQuery(fetchers, 'a');
    act(() => fetchers.call(0).reject(new ApiError(500, '服务器开小差了')));
    await waitFor(() => expect(result.current.error).toBe('服务器开小差了'));
    expect(result.current).toMatchObject({ loading: false, offline: false, data: undefined });

    act(() => result.current.refetch());
    expect(fetchers.calls).toHaveLength(2);
    expect(result.current).toMatchObject({ loading: true, error: null });
    act(() => fetchers.call(1).resolve('剑桥大学'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: '剑桥大学', error: null, loading: false }),
    );
  });

  it('marks a failure of the unreachable network as offline', async () => {
    const fetchers = controlledFetcher<string>();
    const { result } = renderQuery(fetchers, 'a');
    act(() => fetchers.call(0).reject(new ApiError(CLIENT_ERROR_CODE.NETWORK, '网络异常')));
    await waitFor(() => expect(result.current.offline).toBe(true));
  });

  it('keeps the data shown while a refetch runs and replaces it with the answer', async () => {
    const fetchers = controlledFetcher<string[]>();
    const { result } = renderQuery(fetchers, 'list');
    act(() => fetchers.call(0).resolve(['北京大学']));
    await waitFor(() => expect(result.current.data).toEqual(['北京大学']));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: ['北京大学'], loading: true });
    act(() => fetchers.call(1).resolve(['北京大学', '清华大学']));
    await waitFor(() => expect(result.current.data).toEqual(['北京大学', '清华大学']));
  });

  it('a new key aborts the previous request, keeps its data meanwhile and never shows its late answer', async () => {
    const fetchers = controlledFetcher<string>();
    const { result, rerender } = renderQuery(fetchers, 'page-1');
    act(() => fetchers.call(0).resolve('第一页'));
    await waitFor(() => expect(result.current.data).toBe('第一页'));

    rerender({ queryKey: 'page-2' });
    rerender({ queryKey: 'page-3' });
    expect(fetchers.calls.map((c) => c.key)).toEqual(['page-1', 'page-2', 'page-3']);
    expect(fetchers.call(1).signal.aborted).toBe(true);
    expect(fetchers.call(2).signal.aborted).toBe(false);
    expect(result.current).toMatchObject({ data: '第一页', loading: true });

    // the aborted request answering anyway (a fetcher that ignores its signal) changes nothing
    await act(async () => fetchers.call(1).resolve('第二页'));
    expect(result.current).toMatchObject({ data: '第一页', loading: true });
    act(() => fetchers.call(2).resolve('第三页'));
    await waitFor(() => expect(result.current).toMatchObject({ data: '第三页', loading: false }));
  });

  it("a failed new key shows its failure, not the previous key's data; a failed retry keeps its own", async () => {
    const fetchers = controlledFetcher<string[]>();
    const { result, rerender } = renderQuery(fetchers, 'schools:');
    act(() => fetchers.call(0).resolve(['哈佛大学', '剑桥大学']));
    await waitFor(() => expect(result.current.data).toEqual(['哈佛大学', '剑桥大学']));
    // a search typed offline: the unfiltered list is no answer to it
    rerender({ queryKey: 'schools:牛津' });
    act(() => fetchers.call(1).reject(new ApiError(CLIENT_ERROR_CODE.NETWORK, '网络异常')));
    await waitFor(() =>
      expect(result.current).toMatchObject({ offline: true, data: undefined, loading: false }),
    );
    // back online, it answers; a retry that fails then keeps the answer shown
    act(() => result.current.refetch());
    act(() => fetchers.call(2).resolve(['牛津大学']));
    await waitFor(() => expect(result.current.data).toEqual(['牛津大学']));
    act(() => result.current.refetch());
    act(() => fetchers.call(3).reject(new ApiError(CLIENT_ERROR_CODE.NETWORK, '网络异常')));
    await waitFor(() => expect(result.current).toMatchObject({ offline: true, data: ['牛津大学'] }));
  });

  it('aborts the request when the component goes away', () => {
    const fetchers = controlledFetcher<string>();
    const { unmount } = renderQuery(fetchers, 'a');
    unmount();
    expect(fetchers.call(0).signal.aborted).toBe(true);
  });

  it('asks nothing while disabled', () => {
    const fetchers = controlledFetcher<string>();
    const { result } = renderQuery(fetchers, 'a', { enabled: false });
    expect(fetchers.calls).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
  });
});

describe('useQuery with shared answers (reference data)', () => {
  it('sends one request for every component that asks, and a component mounted later has the data at once', async () => {
    const fetchers = controlledFetcher<string[]>();
    const first = renderQuery(fetchers, 'dict:A', { shared: true });
    const second = renderQuery(fetchers, 'dict:A', { shared: true });
    expect(fetchers.calls).toHaveLength(1);
    act(() => fetchers.call(0).resolve(['美国', '英国']));
    await waitFor(() => expect(first.result.current.data).toEqual(['美国', '英国']));
    await waitFor(() => expect(second.result.current.data).toEqual(['美国', '英国']));

    // one component leaving does not cancel what the others read
    first.unmount();
    expect(fetchers.call(0).signal.aborted).toBe(false);

    const later = renderQuery(fetchers, 'dict:A', { shared: true });
    expect(later.result.current).toMatchObject({ data: ['美国', '英国'], loading: false });
    expect(fetchers.calls).toHaveLength(1);
  });

  it('forgets a failure, so 重试 asks the server again', async () => {
    const fetchers = controlledFetcher<string[]>();
    const { result } = renderQuery(fetchers, 'dict:B', { shared: true });
    act(() => fetchers.call(0).reject(new ApiError(CLIENT_ERROR_CODE.NETWORK, '网络异常')));
    await waitFor(() => expect(result.current).toMatchObject({ offline: true, loading: false }));
    act(() => result.current.refetch());
    expect(fetchers.calls).toHaveLength(2);
    act(() => fetchers.call(1).resolve(['计算机']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['计算机'], error: null }));
  });

  describe('prefetchQuery (a route loader asks before the page renders)', () => {
    it('the first component of the key takes the prefetched request instead of sending its own', async () => {
      const fetchers = controlledFetcher<string>();
      prefetchQuery('banner', fetchers.fetcherFor('banner'));
      expect(fetchers.calls).toHaveLength(1);
      const { result } = renderQuery(fetchers, 'banner');
      expect(result.current.loading).toBe(true);
      act(() => fetchers.call(0).resolve('留学季'));
      await waitFor(() => expect(result.current).toMatchObject({ data: '留学季', loading: false }));
      // nobody else asked: the component used the loader's request
      expect(fetchers.calls).toHaveLength(1);
    });

    it("a prefetch that failed shows as the component's own failure, and 重试 asks anew", async () => {
      const fetchers = controlledFetcher<string>();
      prefetchQuery('banner', fetchers.fetcherFor('banner'));
      const { result } = renderQuery(fetchers, 'banner');
      act(() => fetchers.call(0).reject(new ApiError(CLIENT_ERROR_CODE.NETWORK, '网络异常')));
      await waitFor(() => expect(result.current).toMatchObject({ error: '网络异常', offline: true }));
      act(() => result.current.refetch());
      expect(fetchers.calls).toHaveLength(2);
      act(() => fetchers.call(1).resolve('留学季'));
      await waitFor(() => expect(result.current).toMatchObject({ data: '留学季', error: null }));
    });

    it('an answer that arrived before the component mounted is in its first render, with no request of its own', async () => {
      const fetchers = controlledFetcher<string>();
      prefetchQuery('ads', fetchers.fetcherFor('ads'));
      act(() => fetchers.call(0).resolve('AI选校，从院校库开始'));
      // let the answer arrive before the page renders, as the server's render does
      await Promise.resolve();
      const renders: { data: string | undefined; loading: boolean }[] = [];
      const { result } = renderHook(() => {
        const state = useQuery('ads', fetchers.fetcherFor('ads'));
        renders.push({ data: state.data, loading: state.loading });
        return state;
      });
      // no loading state ever: the first render has the data
      expect(renders[0]).toEqual({ data: 'AI选校，从院校库开始', loading: false });
      await act(async () => {
        await Promise.resolve();
      });
      expect(fetchers.calls).toHaveLength(1);
      expect(renders.every((render) => !render.loading)).toBe(true);
      // 重试 still asks the server
      act(() => result.current.refetch());
      expect(fetchers.calls).toHaveLength(2);
      act(() => fetchers.call(1).resolve('留学季'));
      await waitFor(() => expect(result.current).toMatchObject({ data: '留学季', loading: false }));
    });

    it('is taken once: a component mounted later, or after PREFETCH_MAX_AGE_MS, asks itself', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const fetchers = controlledFetcher<string>();
        prefetchQuery('banner', fetchers.fetcherFor('banner'));
        const first = renderQuery(fetchers, 'banner');
        const second = renderQuery(fetchers, 'banner');
        expect(fetchers.calls).toHaveLength(2);
        first.unmount();
        second.unmount();
        prefetchQuery('news', fetchers.fetcherFor('news'));
        vi.setSystemTime(Date.now() + PREFETCH_MAX_AGE_MS + 1);
        renderQuery(fetchers, 'news');
        // the old prefetch is not used: the component sent a request of its own
        expect(fetchers.calls).toHaveLength(4);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

describe("useQuery with the page's answers (server rendering)", () => {
  it('renders what the page came with at once and asks for none of it, under StrictMode too', () => {
    const fetchers = controlledFetcher<string[]>();
    hydrateQueries(JSON.stringify({ data: { 'schools:1': ['牛津大学', '剑桥大学'] } }));
    const { result } = renderHook(() => useQuery('schools:1', fetchers.fetcherFor('schools:1')), {
      wrapper: StrictMode,
    });
    expect(result.current).toMatchObject({ data: ['牛津大学', '剑桥大学'], loading: false });
    expect(fetchers.calls).toHaveLength(0);
    // 重试 asks the server
    act(() => result.current.refetch());
    expect(fetchers.calls).toHaveLength(1);
  });

  it('hands the answers a prefetch got to the page, and only those that arrived', async () => {
    await prefetchQuery('a', async () => 1);
    void prefetchQuery('b', () => new Promise(() => undefined));
    expect(JSON.parse(dehydrateQueries())).toMatchObject({ data: { a: 1 } });
    expect(JSON.parse(dehydrateQueries()).data).not.toHaveProperty('b');
  });

  it('carries a 404 (the subject does not exist) to the page as its not-found state, but not a passing failure', async () => {
    await prefetchQuery('gone', () =>
      Promise.reject(new ApiError(RESULT_CODE.ERROR, '回放不存在', { status: 404 })),
    );
    await prefetchQuery('busy', () =>
      Promise.reject(new ApiError(RESULT_CODE.ERROR, '异常', { status: 500 })),
    );
    const page = dehydrateQueries();
    expect(JSON.parse(page)).toEqual({ data: {}, missing: { gone: '回放不存在' } });
    clearSharedQueries();
    hydrateQueries(page);
    const fetchers = controlledFetcher<string>();
    const { result } = renderHook(() => useQuery('gone', fetchers.fetcherFor('gone')), {
      wrapper: StrictMode,
    });
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: '回放不存在' });
    expect(fetchers.calls).toHaveLength(0);
    // 重试 asks the server again
    act(() => result.current.refetch());
    expect(fetchers.calls).toHaveLength(1);
  });
});
