import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { CIRCLE_TEXT, type CircleComment, type CircleCommentPage } from '@/contract/circle';
import { useQuery } from '@/lib/use-query';

import { getComments } from '../api/get-comments';
import { getPost } from '../api/get-post';
import { knownPost, rememberPosts } from '../state/circle-store';
import {
  effectiveComment,
  effectivePost,
  isPostHidden,
  mergeComments,
  queuedPostEntry,
  queuedPosts,
  type ShownPost,
} from '../state/circle-view';
import { useCircleNav } from './circle-nav';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { LoadMore } from './load-more';
import { PostCard } from './post-card';
import { useCircleData } from './use-circle-data';
import { useCursorList } from './use-cursor-list';

/**
 * `?post=ID`: the post (a queued one from the outbox, else the server's), its comments oldest first with
 * 加载更多, the own comments still queued under them, and the comment box.
 */
export function PostDetail({ postId, onEdit }: { postId: string; onEdit: (entryId: string) => void }) {
  const { store, entries, user } = useCircleData();
  const go = useCircleNav();
  const [replyTo, setReplyTo] = useState<CircleComment | null>(null);
  const queuedEntry = queuedPostEntry(entries, postId);
  const queued = queuedEntry
    ? queuedPosts([queuedEntry], user, knownPost).find((item) => item.post.id === postId)
    : undefined;
  const fresh = store.newPosts.find((post) => post.id === postId);
  const remote = useQuery(
    `post:${postId}:${user?.id ?? ''}:${store.reloads}`,
    (signal) =>
      getPost(postId, signal).then((post) => {
        rememberPosts([post]);
        return { post, fetchedAt: Date.now() };
      }),
    { enabled: !queuedEntry },
  );
  const fetchComments = useCallback(
    (cursor: string | undefined, signal?: AbortSignal) => getComments({ postId, cursor }, signal),
    [postId],
  );
  const comments = useCursorList<CircleComment, CircleCommentPage>(
    `comments:${postId}:${user?.id ?? ''}`,
    fetchComments,
    !queuedEntry,
  );

  const item: ShownPost | undefined =
    queued ?? (remote.data ? remote.data : fresh ? { post: fresh, fetchedAt: Infinity } : undefined);

  const back = (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => go({})}>
      ← 返回留学圈
    </Button>
  );
  if (isPostHidden(postId, entries, store)) {
    return (
      <Stack gap="3">
        {back}
        <EmptyState title={CIRCLE_TEXT.POST_NOT_FOUND} />
      </Stack>
    );
  }
  if (!item) {
    return (
      <Stack gap="3">
        {back}
        {remote.error ? (
          <ErrorState message={remote.error} offline={remote.offline} onRetry={remote.refetch} />
        ) : (
          <ListSkeleton rows={1} height="48" />
        )}
      </Stack>
    );
  }

  const shown = mergeComments(
    postId,
    comments.items.map(({ item: comment, fetchedAt }) => ({ comment, fetchedAt })),
    entries,
    store,
    user,
  );
  return (
    <Stack gap="3" data-testid="circle-detail">
      {back}
      <PostCard item={item} post={effectivePost(item, entries, store)} detail onEdit={onEdit} />
      <Stack
        gap="0"
        bg="bg"
        px={{ base: '4', md: '5' }}
        py="3"
        rounded={{ base: 'none', md: 'lg' }}
        borderWidth={{ base: '0', md: '1px' }}
      >
        <Text fontWeight="semibold" mb="1">
          评论
        </Text>
        <CommentBox
          postId={postId}
          dependsOn={queuedEntry?.id}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
        />
        {comments.first.error && !comments.first.data && !queuedEntry ? (
          <ErrorState
            message={comments.first.error}
            offline={comments.first.offline}
            onRetry={comments.reload}
          />
        ) : !comments.first.data && !queuedEntry && shown.length === 0 ? (
          <ListSkeleton rows={2} height="12" />
        ) : shown.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
            {CIRCLE_TEXT.EMPTY_COMMENTS}
          </Text>
        ) : (
          <Stack gap="0" data-testid="circle-comments">
            {shown.map((entry) => (
              <CommentItem
                key={entry.comment.id}
                comment={effectiveComment(entry.comment, entries, store)}
                delivery={entry.delivery}
                onReply={setReplyTo}
              />
            ))}
          </Stack>
        )}
        <LoadMore
          hasMore={comments.hasMore}
          loading={comments.loadingMore}
          error={comments.moreError}
          onMore={comments.loadMore}
        />
      </Stack>
    </Stack>
  );
}
