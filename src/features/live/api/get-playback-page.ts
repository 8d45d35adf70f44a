import { API } from '@/contract/api';
import { playbackPageSchema } from '@/contract/live';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** GET noauth/orgHome/pageQueryPlayback: playbacks newest first, with the organization and host facets. */
export function getPlaybackPage(
  query: { pageIndex: number; pageSize?: number; orgId?: string; counselorId?: string; keyword?: string },
  signal?: AbortSignal,
) {
  return http.get(API.live.playbackPage, playbackPageSchema, { query: { ...query }, signal });
}

/** How many playbacks /organization/playbacks shows per page. */
export const PLAYBACK_PAGE_SIZE = 12;

/** How many playbacks 最新回放 shows unless told. */
export const RECENT_PLAYBACKS_LIMIT = 4;

export interface PlaybackSearch {
  orgId?: string;
  counselorId?: string;
  keyword?: string;
  page?: number;
}

/** One page of /organization/playbacks: its useQuery key and fetcher (the list and its route's loader share them). */
export function playbackPageQuery({ orgId, counselorId, keyword, page = 1 }: PlaybackSearch) {
  return {
    key: `playback-page:${orgId ?? ''}:${counselorId ?? ''}:${keyword ?? ''}:${page}`,
    fetch: (signal: AbortSignal) =>
      getPlaybackPage({ pageIndex: page, pageSize: PLAYBACK_PAGE_SIZE, orgId, counselorId, keyword }, signal),
  };
}

/** The /organization/playbacks route's loader: the URL's page of playbacks. */
export function prefetchPlaybackPage(search: PlaybackSearch): Promise<void> {
  const query = playbackPageQuery(search);
  return prefetchQuery(query.key, query.fetch);
}

export interface RecentPlaybacksScope {
  orgId?: string;
  counselorId?: string;
  limit?: number;
}

/** 最新回放's request: its useQuery key and fetcher (the section and its route's loader share them). */
export function recentPlaybacksQuery({
  orgId,
  counselorId,
  limit = RECENT_PLAYBACKS_LIMIT,
}: RecentPlaybacksScope) {
  return {
    key: `recent-playbacks:${orgId ?? ''}:${counselorId ?? ''}:${limit}`,
    fetch: (signal: AbortSignal) =>
      getPlaybackPage({ pageIndex: 1, pageSize: limit, orgId, counselorId }, signal),
  };
}

/** A route's loader: 最新回放's playbacks. */
export function prefetchRecentPlaybacks(scope: RecentPlaybacksScope = {}): Promise<void> {
  const query = recentPlaybacksQuery(scope);
  return prefetchQuery(query.key, query.fetch);
}
