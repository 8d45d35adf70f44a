import { Button, HStack, Text } from '@chakra-ui/react';

import { CIRCLE_TEXT } from '@/contract/circle';
import { discard, retry, type OutboxState } from '@/lib/outbox';

/**
 * The state of a write still in the outbox: 发送中, or 发送失败 with the server's reason and 重试 / 编辑 /
 * 删除 (编辑 only where the caller can reopen the form). 删除 drops the entry unless `onDiscard` asks first.
 * Above a card's link overlay, so its buttons take the click.
 */
export function DeliveryLine({
  delivery: { entryId, state, error },
  onEdit,
  onDiscard,
  testId,
}: {
  delivery: { entryId: string; state: OutboxState; error: string | null };
  onEdit?: () => void;
  onDiscard?: () => void;
  testId: string;
}) {
  if (state !== 'failed') {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid={testId}>
        {CIRCLE_TEXT.SENDING}
      </Text>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="xs" data-testid={testId} position="relative" zIndex="1">
      <Text color="fg.error">
        {CIRCLE_TEXT.SEND_FAILED}
        {error ? `：${error}` : ''}
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void retry(entryId)}>
        {CIRCLE_TEXT.RETRY}
      </Button>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit}>
          {CIRCLE_TEXT.EDIT}
        </Button>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={onDiscard ?? (() => void discard(entryId))}
      >
        {CIRCLE_TEXT.DELETE}
      </Button>
    </HStack>
  );
}
