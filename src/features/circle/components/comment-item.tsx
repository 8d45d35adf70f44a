import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import { LocalTime } from '@/components/ui/local-time';
import { DeliveryLine } from '@/components/ui/delivery-line';
import { CIRCLE_LIMITS, CIRCLE_TEXT, type CircleComment, type CircleCommentBody } from '@/contract/circle';
import { relativeTime } from '@/contract/circle-display';
import { retry } from '@/lib/outbox';

import { deleteComment } from '../api/delete-comment';
import { likeComment } from '../api/like-comment';
import { hideComment } from '../state/circle-store';
import type { Delivery } from '../state/circle-view';
import { AuthorAvatar } from './author-line';
import { HeartIcon } from './circle-icons';
import { CircleLink } from './circle-nav';
import { useLoginGate } from './use-login-gate';

const ReportDialog = lazy(() => import('./post-dialogs').then((m) => ({ default: m.ReportDialog })));

/** One comment: author, 回复 {name}, text (as text), time, 回复 / like / 删除 or 举报, its delivery if queued. */
export function CommentItem({
  comment,
  delivery,
  onReply,
}: {
  comment: CircleComment;
  delivery?: Delivery;
  onReply: (comment: CircleComment) => void;
}) {
  const gate = useLoginGate();
  const [reporting, setReporting] = useState(false);
  // 编辑 of a failed comment: its text back in a box; 保存并重试 sends it again under the same id
  const [editing, setEditing] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const saveEdit = async (entryId: string) => {
    const content = (editing ?? '').trim();
    if (!content) {
      setEditError(CIRCLE_TEXT.COMMENT_EMPTY);
      return;
    }
    const payload: CircleCommentBody = {
      id: comment.id,
      postId: comment.postId,
      content,
      ...(comment.replyToId ? { replyToId: comment.replyToId } : {}),
    };
    await retry(entryId, payload);
    setEditing(null);
    setEditError(null);
  };
  return (
    <HStack align="flex-start" gap="2.5" py="3" borderBottomWidth="1px" data-testid="circle-comment">
      <CircleLink to={{ user: comment.author.id }} label={comment.author.name}>
        <AuthorAvatar author={comment.author} size="xs" />
      </CircleLink>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" fontSize="sm">
          <CircleLink to={{ user: comment.author.id }}>
            <Text as="span" fontWeight="semibold">
              {comment.author.name}
            </Text>
          </CircleLink>
          <Text as="span" fontSize="xs" color="fg.muted">
            <LocalTime iso={comment.createTime} format={relativeTime} />
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="circle-comment-text">
          {comment.replyToAuthor && (
            <Text as="span" color="fg.muted">
              回复 {comment.replyToAuthor.name}：
            </Text>
          )}
          {comment.content}
        </Text>
        {delivery && editing !== null ? (
          <Stack gap="1.5" data-testid="circle-comment-edit">
            <Textarea
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              aria-label="编辑评论"
              maxLength={CIRCLE_LIMITS.COMMENT_TEXT_MAX}
              rows={2}
              autoresize
            />
            {editError && (
              <Text fontSize="xs" color="fg.error" role="alert">
                {editError}
              </Text>
            )}
            <HStack gap="2">
              <Button size="xs" colorPalette="brand" onClick={() => void saveEdit(delivery.entryId)}>
                保存并重试
              </Button>
              <Button size="xs" variant="outline" onClick={() => setEditing(null)}>
                取消
              </Button>
            </HStack>
          </Stack>
        ) : delivery ? (
          <DeliveryLine
            delivery={delivery}
            onEdit={() => setEditing(comment.content)}
            testId="circle-delivery"
          />
        ) : (
          <HStack gap="1" color="fg.muted">
            <Button variant="ghost" size="xs" onClick={() => gate(() => onReply(comment), 'comment')}>
              回复
            </Button>
            <Button
              variant="ghost"
              size="xs"
              aria-pressed={comment.liked}
              aria-label={`${comment.liked ? '取消点赞' : '点赞'}评论 ${comment.likeCount}`}
              color={comment.liked ? 'red.500' : undefined}
              onClick={() =>
                gate(() => likeComment({ commentId: comment.id, liked: !comment.liked }), 'like')
              }
            >
              <HeartIcon filled={comment.liked} />
              {comment.likeCount}
            </Button>
            {comment.mine ? (
              <Button
                variant="ghost"
                size="xs"
                onClick={() =>
                  gate(async () => {
                    hideComment(comment.id);
                    await deleteComment(comment.id);
                  })
                }
              >
                {CIRCLE_TEXT.DELETE}
              </Button>
            ) : (
              <Button variant="ghost" size="xs" onClick={() => gate(() => setReporting(true))}>
                举报
              </Button>
            )}
          </HStack>
        )}
      </Stack>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ targetType: 'COMMENT', targetId: comment.id }}
            onHide={() => hideComment(comment.id)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </HStack>
  );
}
