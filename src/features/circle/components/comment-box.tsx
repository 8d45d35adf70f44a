import { Button, CloseButton, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { CIRCLE_LIMITS, CIRCLE_TEXT, type CircleComment } from '@/contract/circle';

import { addComment } from '../api/add-comment';

/**
 * The comment box of a post (回复 {name} when answering a comment). A comment on a post still in the
 * outbox names the post's entry (dependsOn): it is sent after the post. The text stays if it could not
 * be queued.
 */
export function CommentBox({
  postId,
  dependsOn,
  replyTo,
  onCancelReply,
}: {
  postId: string;
  dependsOn: string | undefined;
  replyTo: CircleComment | null;
  onCancelReply: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const content = text.trim();
    if (!content) {
      setError(CIRCLE_TEXT.COMMENT_EMPTY);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addComment({ postId, content, replyToId: replyTo?.id, dependsOn });
      setText('');
      onCancelReply();
    } catch {
      setError('保存失败，请检查设备存储空间后重试');
    } finally {
      setBusy(false);
    }
  };
  const label = replyTo ? `回复 ${replyTo.author.name}` : '写评论';
  return (
    <Stack gap="2" data-testid="circle-comment-box">
      {replyTo && (
        <HStack gap="1" fontSize="sm" color="fg.muted">
          <Text>回复 {replyTo.author.name}</Text>
          <CloseButton size="2xs" aria-label="取消回复" onClick={onCancelReply} />
        </HStack>
      )}
      <HStack align="flex-end" gap="2">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={label}
          aria-label={label}
          maxLength={CIRCLE_LIMITS.COMMENT_TEXT_MAX}
          rows={2}
          autoresize
        />
        <Button colorPalette="brand" loading={busy} onClick={() => void send()}>
          发送
        </Button>
      </HStack>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
