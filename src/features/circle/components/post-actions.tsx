import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { lazy, Suspense, useState } from 'react';

import { DialogShell } from '@/components/ui/dialog-shell';
import {
  CIRCLE_LIMITS,
  CIRCLE_REPORT_REASONS,
  CIRCLE_TEXT,
  type CirclePost,
  type CircleReportBody,
  type CircleReportReason,
} from '@/contract/circle';
import { discard } from '@/lib/outbox';
import { showToast } from '@/lib/toast';

import { deletePost } from '../api/delete-post';
import { forwardPost } from '../api/forward-post';
import { likePost } from '../api/like-post';
import { reportItem } from '../api/report-item';
import { hidePost } from '../state/circle-store';
import type { Delivery } from '../state/circle-view';
import { CommentIcon, ForwardIcon, HeartIcon } from './circle-icons';
import { useCircleNav } from './circle-nav';
import { PostMenuButton } from './post-menu-button';
import { useLoginGate } from './use-login-gate';

const REASONS = Object.entries(CIRCLE_REPORT_REASONS) as [CircleReportReason, string][];

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
        onClick={() => gate(() => likePost({ postId: post.id, liked: !post.liked }, dependsOn))}
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
        onClick={() => gate(() => setForwarding(true))}
      >
        <ForwardIcon />
        <span data-testid="circle-forward-count">{post.forwardCount}</span>
      </Button>
      {forwarding && (
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
      )}
    </HStack>
  );
}

function ForwardSheet({ onClose, onSend }: { onClose: () => void; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <DialogShell
      title="转发"
      onClose={onClose}
      mx="3"
      maxW="md"
      data-testid="circle-forward-sheet"
      close
      footer={<DialogActions onCancel={onClose} confirmLabel="转发" onConfirm={() => onSend(text.trim())} />}
    >
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="说点什么（可不填）"
        aria-label="转发内容"
        maxLength={CIRCLE_LIMITS.POST_TEXT_MAX}
        rows={3}
      />
    </DialogShell>
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
          <PostMenuPopup mine={post.mine} onDelete={remove} onReport={() => gate(() => setReporting(true))} />
        </Suspense>
      ) : (
        button
      )}
      {reporting && (
        <ReportDialog
          target={{ targetType: 'POST', targetId: post.id }}
          onHide={() => hidePost(post.id)}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}

/**
 * 举报 of a post or comment: one of CIRCLE_REPORT_REASONS. Choosing one closes the dialog, hides the item
 * for the reporter at once (`onHide`) and queues the report.
 */
export function ReportDialog({
  target,
  onHide,
  onClose,
}: {
  target: Pick<CircleReportBody, 'targetType' | 'targetId'>;
  onHide: () => void;
  onClose: () => void;
}) {
  const gate = useLoginGate();
  const onReport = (reason: CircleReportReason) =>
    gate(async () => {
      onClose();
      onHide();
      showToast({ type: 'success', message: CIRCLE_TEXT.REPORTED });
      await reportItem({ ...target, reason, detail: '' });
    });
  return (
    <DialogShell title="举报" onClose={onClose} mx="3" maxW="sm" data-testid="circle-report-dialog" close>
      <Text fontSize="sm" color="fg.muted" mb="3">
        请选择举报原因
      </Text>
      <Stack gap="2">
        {REASONS.map(([code, label]) => (
          <Button key={code} variant="outline" justifyContent="flex-start" onClick={() => onReport(code)}>
            {label}
          </Button>
        ))}
      </Stack>
    </DialogShell>
  );
}
