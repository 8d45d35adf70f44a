import { Button, HStack, Text } from '@chakra-ui/react';

import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import type { OutboxState } from '@/lib/outbox';

/**
 * The state of a write still in the outbox: 发送中, or 发送失败 with the server's reason and 重试 / 编辑 /
 * 删除 (编辑 only where the caller can reopen the form).
 */
export function DeliveryLine({
  delivery,
  error,
  onRetry,
  onEdit,
  onDiscard,
}: {
  delivery: OutboxState;
  error: string | null;
  onRetry: () => void;
  onEdit?: () => void;
  onDiscard: () => void;
}) {
  if (delivery !== 'failed') {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="qa-delivery">
        {QA_UI_TEXT.SENDING}
      </Text>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="xs" data-testid="qa-delivery" position="relative" zIndex="1">
      <Text color="fg.error">
        {QA_UI_TEXT.SEND_FAILED}
        {error ? `：${error}` : ''}
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={onRetry}>
        {QA_UI_TEXT.RETRY}
      </Button>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit}>
          {QA_UI_TEXT.EDIT}
        </Button>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onDiscard}>
        {QA_UI_TEXT.DELETE}
      </Button>
    </HStack>
  );
}
