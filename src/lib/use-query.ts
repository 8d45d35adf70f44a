/**
 * A small data-loading hook: runs the fetcher when the key changes, aborts the previous request,
 * and keeps the last data while the next page loads (no flash of empty lists).
 */
import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/http';

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** True when the request failed because the network is unreachable. */
  offline: boolean;
}

export function useQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const [state, setState] = useState<QueryState<T> & { key: string | null }>({
    key: null,
    data: undefined,
    loading: true,
    error: null,
    offline: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => setState({ key, data, loading: false, error: null, offline: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const transient = error instanceof ApiError && error.transient;
        setState((prev) => ({
          ...prev,
          key,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
          offline: transient,
        }));
      },
    );
    return () => controller.abort();
    // the key names everything the fetcher depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // a key that has not settled yet is loading; its predecessor's data stays visible meanwhile
  const settled = state.key === key;
  return {
    data: state.data,
    loading: !settled || state.loading,
    error: settled ? state.error : null,
    offline: settled && state.offline,
  };
}
