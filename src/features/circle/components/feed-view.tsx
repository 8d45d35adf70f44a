import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';

import { FilterChips } from '@/components/ui/filter-chips';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import {
  CIRCLE_FEED_CODES,
  CIRCLE_FEEDS,
  CIRCLE_TEXT,
  CIRCLE_TOPIC_CODES,
  CIRCLE_TOPICS,
  type CircleFeed,
  type CircleFeedPage,
  type CirclePost,
  type CircleTopic,
} from '@/contract/circle';

import { feedListKey, feedPageFetcher } from '../api/feed-page';
import { knownPost } from '../state/circle-store';
import { matchesTopic, mergePosts, queuedPosts, type ShownPost } from '../state/circle-view';
import { useCircleNav } from './circle-nav';
import { LoadMore } from './load-more';
import { PostList } from './post-list';
import { useCircleData } from './use-circle-data';
import { useCursorList } from './use-cursor-list';

const EMPTY: Record<CircleFeed, string> = {
  RECOMMEND: CIRCLE_TEXT.EMPTY_RECOMMEND,
  FOLLOWING: CIRCLE_TEXT.EMPTY_FOLLOWING,
  MINE: CIRCLE_TEXT.EMPTY_MINE,
};

const TOPIC_CHIPS: { code: CircleTopic | ''; label: string }[] = [
  { code: '', label: '全部' },
  ...CIRCLE_TOPIC_CODES.map((code) => ({ code, label: CIRCLE_TOPICS[code] })),
];

/** The tabs 推荐 / 关注 / 我的 (the last two need a login), 推荐's topic chips. */
export function FeedTabs({ feed, topic }: { feed: CircleFeed; topic: CircleTopic | undefined }) {
  const go = useCircleNav();
  return (
    <Stack gap="2" px={{ base: '4', md: '0' }}>
      <HStack gap="1" role="tablist" aria-label="留学圈" borderBottomWidth="1px">
        {CIRCLE_FEED_CODES.map((code) => (
          <Button
            key={code}
            role="tab"
            aria-selected={feed === code}
            variant="plain"
            size="md"
            px="3"
            rounded="none"
            fontWeight={feed === code ? 'bold' : 'normal'}
            color={feed === code ? 'brand.fg' : 'fg.muted'}
            borderWidth="0"
            borderBottomWidth="2px"
            borderBottomColor={feed === code ? 'brand.solid' : 'transparent'}
            mb="-1px"
            onClick={() => go({ feed: code })}
          >
            {CIRCLE_FEEDS[code]}
          </Button>
        ))}
      </HStack>
      {feed === 'RECOMMEND' && (
        <FilterChips<CircleTopic | ''>
          chips={TOPIC_CHIPS}
          value={topic ?? ''}
          onChange={(code) => go({ feed, topic: code || undefined })}
          label="话题"
          testId="circle-topics"
        />
      )}
    </Stack>
  );
}

/**
 * One feed: the own posts still in the outbox (推荐 and 我的: 发送中 / 发送失败) and those confirmed this
 * session on top, then the server's pages (加载更多 by cursor); one card per post id.
 */
export function FeedView({
  feed,
  topic,
  onEdit,
}: {
  feed: CircleFeed;
  topic: CircleTopic | undefined;
  onEdit: (entryId: string) => void;
}) {
  const { store, entries, user } = useCircleData();
  const fetchPage = useMemo(() => feedPageFetcher(feed, topic), [feed, topic]);
  // the route's loader may have asked for the first page under this key already (prefetchCircleFeed)
  const list = useCursorList<CirclePost, CircleFeedPage>(feedListKey(feed, topic, user?.id), fetchPage);
  const own = feed !== 'FOLLOWING';
  const top: ShownPost[] = own
    ? [
        ...queuedPosts(entries, user, knownPost),
        ...store.newPosts.map((post) => ({ post, fetchedAt: Infinity })),
      ].filter((item) => matchesTopic(item.post, topic))
    : [];
  const fetched: ShownPost[] = list.items.map(({ item, fetchedAt }) => ({ post: item, fetchedAt }));
  const items = mergePosts(top, fetched, entries, store);

  let body;
  if (list.first.error && !list.first.data && items.length === 0) {
    body = <ErrorState message={list.first.error} offline={list.first.offline} onRetry={list.reload} />;
  } else if (!list.first.data && items.length === 0) {
    // cards of a post's usual height (about 190 px), enough of them to fill a screen: the footer stays below
    // the fold until the feed comes, instead of showing and then jumping away (CLS)
    body = <ListSkeleton rows={4} height="48" />;
  } else if (items.length === 0) {
    body = <EmptyState title={EMPTY[feed]} />;
  } else {
    body = (
      <>
        <PostList items={items} onEdit={onEdit} />
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          error={list.moreError}
          onMore={list.loadMore}
        />
      </>
    );
  }
  return (
    <Stack gap="3">
      <FeedTabs feed={feed} topic={topic} />
      {body}
    </Stack>
  );
}
