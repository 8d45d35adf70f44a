import { Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import type { CirclePost } from '@/contract/circle';
import { discard } from '@/lib/outbox';
import { showToast } from '@/lib/toast';

import { deletePost } from '../api/delete-post';
import { forwardPost } from '../api/forward-post';
import { likePost } from '../api/like-post';
import { hidePost } from '../state/circle-store';
import type { Delivery } from '../state/circle-view';
import { CommentIcon, ForwardIcon, HeartIcon } from './circle-icons';
import { useCircleNav } from './circle-nav';
import { PostMenuButton } from './post-menu-button';
import { useLoginGate } from './use-login-gate';

// The dialogs (and the UI kit's overlay code under them) load at the first tap, not with the feed.
const ForwardSheet = lazy(() => import('./post-dialogs').then((m) => ({ default: m.ForwardSheet })));
const ReportDialog = lazy(() => import('./post-dialogs').then((m) => ({ default: m.ReportDialog })));

/** 点赞 (count, filled when liked), 评论 (count; opens the detail), 转发 (count; a sheet with optional text). */
export function ActionBar({ post, delivery }: { post: CirclePost; delivery?: Delivery }) {
  const gate = useLoginGate();
  const go = useCircleNav();
  const [forwarding, setForwarding] = useState(false);
  // a write about a post still in the outbox waits for it
  const dependsOn = delivery?.entryId;
  return (
    <HStack gap="1" justify="space-between" maxW="md" color="fg.muted" data-testid="circle-actions">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.liked}
        aria-label={`${post.liked ? '取消点赞' : '点赞'} ${post.likeCount}`}
        color={post.liked ? 'red.500' : undefined}
        onClick={() => gate(() => likePost({ postId: post.id, liked: !post.liked }, dependsOn), 'like')}
      >
        <HeartIcon filled={post.liked} />
        <span data-testid="circle-like-count">{post.likeCount}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`评论 ${post.commentCount}`}
        onClick={() => go({ post: post.id })}
      >
        <CommentIcon />
        <span data-testid="circle-comment-count">{post.commentCount}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`转发 ${post.forwardCount}`}
        onClick={() => gate(() => setForwarding(true), 'forward')}
      >
        <ForwardIcon />
        <span data-testid="circle-forward-count">{post.forwardCount}</span>
      </Button>
      {forwarding && (
        <Suspense fallback={null}>
          <ForwardSheet
            onClose={() => setForwarding(false)}
            onSend={(text) =>
              gate(async () => {
                await forwardPost(post.id, text, dependsOn);
                setForwarding(false);
                showToast({ type: 'success', message: '已转发' });
              })
            }
          />
        </Suspense>
      )}
    </HStack>
  );
}

/** The card's menu: 删除 for one's own post (a queued one is taken out of the outbox), else 举报. */
const PostMenuPopup = lazy(() => import('./post-menu'));

/**
 * 更多操作: 删除 (the own post; a queued one leaves the outbox) or 举报 (a reason, then hidden at once). The menu
 * itself is loaded and mounted at the first tap, and opens then.
 */
export function PostMenu({ post, delivery }: { post: CirclePost; delivery?: Delivery }) {
  const gate = useLoginGate();
  const [menu, setMenu] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = () => {
    if (delivery) {
      void discard(delivery.entryId);
      return;
    }
    gate(async () => {
      hidePost(post.id);
      await deletePost(post.id);
    });
  };
  const button = <PostMenuButton onClick={() => setMenu(true)} />;
  return (
    <>
      {menu ? (
        <Suspense fallback={button}>
          <PostMenuPopup
            mine={post.mine}
            onDelete={remove}
            onReport={() => gate(() => setReporting(true), 'report')}
          />
        </Suspense>
      ) : (
        button
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ targetType: 'POST', targetId: post.id }}
            onHide={() => hidePost(post.id)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
