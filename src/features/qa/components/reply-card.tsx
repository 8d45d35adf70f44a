import { Box, Button, HStack, Stack } from '@chakra-ui/react';

import { DeliveryLine } from '@/components/ui/delivery-line';
import { PlainText } from '@/features/qa/components/plain-text';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import { ReactionButton } from '@/features/qa/components/reaction-button';
import type { ReplyItem } from '@/features/qa/state/qa-store';

/**
 * One answer: author, text, 赞; the viewer's own one has 删除; one still in the outbox shows 发送中, or
 * 发送失败 with 重试 / 编辑 / 删除.
 */
export function ReplyCard({
  item,
  onLike,
  onDelete,
  onEdit,
}: {
  item: ReplyItem;
  onLike: () => void;
  onDelete: () => void;
  onEdit: () => void;
}) {
  const { reply, delivery } = item;
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="qa-reply">
      <Stack gap="2">
        <QaAuthorLine author={reply.author} time={reply.createTime} />
        <PlainText text={reply.content} />
        {delivery === 'sent' ? (
          <HStack gap="2">
            <ReactionButton
              on={item.like.liked}
              label={QA_UI_TEXT.LIKE}
              onLabel={QA_UI_TEXT.LIKED}
              count={item.like.likeCount}
              onToggle={onLike}
              testId="qa-reply-like"
            />
            {item.mine && (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
                {QA_UI_TEXT.DELETE}
              </Button>
            )}
          </HStack>
        ) : (
          <DeliveryLine
            delivery={{ entryId: reply.id, state: delivery, error: item.error }}
            onEdit={onEdit}
            testId="qa-delivery"
          />
        )}
      </Stack>
    </Box>
  );
}
