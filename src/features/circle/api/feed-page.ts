import {
  circleFeedFirstQuery,
  type CircleFeed,
  type CircleFeedPage,
  type CircleSearch,
  type CircleTopic,
} from '@/contract/circle';
import { session } from '@/lib/session';
import { renderingForSignedIn } from '@/lib/use-query';

import { prefetchCursorList } from '../components/use-cursor-list';
import { circleState, rememberPosts } from '../state/circle-store';
import { getFeed } from './get-feed';
import { getFollowing } from './get-following';
import { getMine } from './get-mine';

/**
 * The key of a feed's list (FeedView's useCursorList): the feed, 推荐's topic, who reads it (a visitor's feed
 * has no likes of theirs) and the circle store's reloads (a write the server refused shows the server's state).
 */
export function feedListKey(feed: CircleFeed, topic: CircleTopic | undefined, userId: string | undefined) {
  return `${feed}:${topic ?? ''}:${userId ?? ''}:${circleState.reloads}`;
}

/** One page of a feed by cursor; its posts are remembered (a forward still in the outbox quotes from them). */
export function feedPageFetcher(feed: CircleFeed, topic: CircleTopic | undefined) {
  return async (cursor: string | undefined, signal?: AbortSignal): Promise<CircleFeedPage> => {
    const page =
      feed === 'FOLLOWING'
        ? await getFollowing({ cursor }, signal)
        : feed === 'MINE'
          ? await getMine({ cursor }, signal)
          : await getFeed({ ...circleFeedFirstQuery(topic), cursor }, signal);
    rememberPosts(page.list);
    return page;
  };
}

/**
 * The /circle route's loader: the feed's first page is asked for while the page's code is evaluated
 * and rendered (on the server: for a visitor only, the feed differs by reader). A post's detail or a person's page
 * loads as before.
 */
export function prefetchCircleFeed(search: CircleSearch): Promise<void> | undefined {
  if (search.post || search.user || renderingForSignedIn()) return undefined;
  const userId = session.token ? session.user?.id : undefined;
  return prefetchCursorList(
    feedListKey(search.feed, search.topic, userId),
    feedPageFetcher(search.feed, search.topic),
  );
}
