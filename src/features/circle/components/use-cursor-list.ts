import { useCallback, useState } from 'react';

import { prefetchQuery, useQuery, type QueryState } from '@/lib/use-query';

interface Page<T> {
  list: T[];
  nextCursor: string | null;
}

interface LoadedPage<T> {
  list: T[];
  nextCursor: string | null;
  fetchedAt: number;
}

export interface CursorList<T, P extends Page<T>> {
  /** The first page as loaded (extra fields included: a person, a total). */
  first: QueryState<P & { fetchedAt: number }>;
  /** Every item loaded so far, with when its page arrived. */
  items: { item: T; fetchedAt: number }[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
  reload: () => void;
}

type PageFetcher<P> = (cursor: string | undefined, signal?: AbortSignal) => Promise<P>;

/** The first page of a list, stamped with when it arrived. */
function firstPage<P>(fetchPage: PageFetcher<P>) {
  return (signal: AbortSignal) =>
    fetchPage(undefined, signal).then((page) => ({ ...page, fetchedAt: Date.now() }));
}

/** Starts a list's first page before its component mounts (a route's loader; src/lib/use-query.ts prefetchQuery). */
export function prefetchCursorList<P>(key: string, fetchPage: PageFetcher<P>): Promise<void> {
  return prefetchQuery(key, firstPage(fetchPage));
}

/**
 * A cursor-paged list: the first page through useQuery (abort, offline flag, 重试), later pages appended by
 * loadMore (加载更多 or the list's end scrolling into view); a new key starts over.
 */
export function useCursorList<T, P extends Page<T>>(
  key: string,
  fetchPage: PageFetcher<P>,
  enabled = true,
): CursorList<T, P> {
  const first = useQuery(key, firstPage(fetchPage), { enabled });
  const firstData = first.data;
  // later pages belong to one first page: a new key or a reload of the first page starts over
  const [more, setMore] = useState<{ base: unknown; pages: LoadedPage<T>[] }>({ base: null, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<{ base: unknown; message: string } | null>(null);
  const pages = firstData && more.base === firstData ? more.pages : [];
  const lastCursor = pages.length > 0 ? pages[pages.length - 1]?.nextCursor : firstData?.nextCursor;
  const cursor = lastCursor ?? null;

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    fetchPage(cursor).then(
      (page) => {
        const loaded = { list: page.list, nextCursor: page.nextCursor, fetchedAt: Date.now() };
        setMore((current) =>
          current.base === firstData
            ? { base: firstData, pages: [...current.pages, loaded] }
            : { base: firstData, pages: [loaded] },
        );
        setLoadingMore(false);
      },
      (error: unknown) => {
        setMoreError({ base: firstData, message: error instanceof Error ? error.message : '加载失败' });
        setLoadingMore(false);
      },
    );
  }, [cursor, loadingMore, fetchPage, firstData]);

  const items = [
    ...(firstData ? firstData.list.map((item) => ({ item, fetchedAt: firstData.fetchedAt })) : []),
    ...pages.flatMap((page) => page.list.map((item) => ({ item, fetchedAt: page.fetchedAt }))),
  ];
  return {
    first,
    items,
    hasMore: cursor !== null,
    loadingMore,
    moreError: moreError && moreError.base === firstData ? moreError.message : null,
    loadMore,
    reload: first.refetch,
  };
}
