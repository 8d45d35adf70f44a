import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import type { CirclePersonPage, CirclePost } from '@/contract/circle';

import { followUser } from '../api/follow-user';
import { getPerson } from '../api/get-person';
import { unfollowUser } from '../api/unfollow-user';
import { rememberPosts } from '../state/circle-store';
import { followState, mergePosts } from '../state/circle-view';
import { AuthorAvatar } from './author-line';
import { useCircleNav } from './circle-nav';
import { LoadMore } from './load-more';
import { PostList } from './post-list';
import { useCircleData } from './use-circle-data';
import { useCursorList } from './use-cursor-list';
import { useLoginGate } from './use-login-gate';

type PersonPageData = CirclePersonPage & { list: CirclePost[]; nextCursor: string | null };

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" align="center" minW="16">
      <Text fontWeight="bold" fontSize="lg">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** `?user=ID`: avatar, name, 帖子 / 粉丝 / 关注, 关注 / 已关注 (not for oneself), their posts. */
export function PersonPage({ userId, onEdit }: { userId: string; onEdit: (entryId: string) => void }) {
  const { store, entries, user } = useCircleData();
  const go = useCircleNav();
  const gate = useLoginGate();
  const fetchPage = useCallback(
    async (cursor: string | undefined, signal?: AbortSignal): Promise<PersonPageData> => {
      const page = await getPerson({ userId, cursor }, signal);
      rememberPosts(page.posts.list);
      return { ...page, list: page.posts.list, nextCursor: page.posts.nextCursor };
    },
    [userId],
  );
  const list = useCursorList<CirclePost, PersonPageData>(`person:${userId}:${user?.id ?? ''}`, fetchPage);
  const back = (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => go({})}>
      ← 返回留学圈
    </Button>
  );
  const data = list.first.data;
  if (!data) {
    return (
      <Stack gap="3">
        {back}
        {list.first.error ? (
          <ErrorState message={list.first.error} offline={list.first.offline} onRetry={list.reload} />
        ) : (
          <ListSkeleton rows={2} height="32" />
        )}
      </Stack>
    );
  }
  const { person } = data;
  const follow = followState(person.id, person, entries, store);
  const items = mergePosts(
    [],
    list.items.map(({ item, fetchedAt }) => ({ post: item, fetchedAt })),
    entries,
    store,
  );
  return (
    <Stack gap="3" data-testid="circle-person">
      {back}
      <Stack
        gap="4"
        bg="bg"
        px={{ base: '4', md: '6' }}
        py="5"
        rounded={{ base: 'none', md: 'lg' }}
        borderWidth={{ base: '0', md: '1px' }}
      >
        <HStack gap="4">
          <AuthorAvatar author={person} size="xl" />
          <Stack gap="1" flex="1" minW="0">
            <Text as="h1" fontSize="xl" fontWeight="bold" truncate data-testid="circle-person-name">
              {person.name}
            </Text>
          </Stack>
          {!person.self && (
            <Button
              colorPalette="brand"
              variant={follow.followed ? 'outline' : 'solid'}
              size="sm"
              aria-pressed={follow.followed}
              onClick={() =>
                gate(
                  () =>
                    follow.followed ? unfollowUser({ userId: person.id }) : followUser({ userId: person.id }),
                  'follow',
                )
              }
            >
              {follow.followed ? '已关注' : '关注'}
            </Button>
          )}
        </HStack>
        <HStack gap="6" justify={{ base: 'space-around', md: 'flex-start' }}>
          <Count label="帖子" value={person.postCount} />
          <Count label="粉丝" value={follow.followerCount} />
          <Count label="关注" value={person.followingCount} />
        </HStack>
      </Stack>
      {items.length === 0 ? (
        <EmptyState title="还没有发过帖子" />
      ) : (
        <>
          <PostList items={items} onEdit={onEdit} />
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loadingMore}
            error={list.moreError}
            onMore={list.loadMore}
          />
        </>
      )}
    </Stack>
  );
}
