import { API } from '@/contract/api';
import { livePageSchema } from '@/contract/live';
import { http } from '@/lib/http';
import { session } from '@/lib/session';
import { prefetchQuery, renderingForSignedIn } from '@/lib/use-query';

/** GET noauth/orgHome/pageQueryLiveVideo: live, then upcoming, then ended (reserved flags with a token). */
export function getLivePage(
  query: { pageIndex: number; pageSize?: number; orgId?: string; counselorId?: string; activeOnly?: boolean },
  signal?: AbortSignal,
) {
  const { activeOnly, ...rest } = query;
  return http.get(API.live.page, livePageSchema, {
    query: { ...rest, ...(activeOnly ? { activeOnly: 'true' } : {}) },
    signal,
  });
}

/** How many sessions 直播预告 shows unless told. */
export const LIVE_NOW_LIMIT = 6;

export interface LiveNowScope {
  orgId?: string;
  counselorId?: string;
  limit?: number;
}

/**
 * 直播预告's request, its useQuery key and fetcher (the section and its route's loader share them): a reader
 * with a session sees their own 已预约 flags, so the key says whether there is one.
 */
export function liveNowQuery(
  { orgId, counselorId, limit = LIVE_NOW_LIMIT }: LiveNowScope,
  signedIn: boolean,
) {
  return {
    key: `live-now:${signedIn ? 'user' : 'visitor'}:${orgId ?? ''}:${counselorId ?? ''}:${limit}`,
    fetch: (signal: AbortSignal) =>
      getLivePage({ pageIndex: 1, pageSize: limit, orgId, counselorId, activeOnly: true }, signal),
  };
}

/** A route's loader: 直播预告's sessions (on the server for a visitor only: the flags differ by reader). */
export function prefetchLiveNow(scope: LiveNowScope = {}): Promise<void> | undefined {
  if (renderingForSignedIn()) return undefined;
  const query = liveNowQuery(scope, session.token !== null);
  return prefetchQuery(query.key, query.fetch);
}
