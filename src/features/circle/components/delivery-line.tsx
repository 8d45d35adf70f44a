import { Button, HStack, Text } from '@chakra-ui/react';

import { CIRCLE_TEXT } from '@/contract/circle';
import { discard, retry } from '@/lib/outbox';

import type { Delivery } from '../state/circle-view';

/** 发送中, or 发送失败 with the server's reason and 重试 / 编辑 (when editable) / 删除. */
export function DeliveryLine({ delivery, onEdit }: { delivery: Delivery; onEdit?: () => void }) {
  if (delivery.state !== 'failed') {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="circle-delivery">
        {CIRCLE_TEXT.SENDING}
      </Text>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" data-testid="circle-delivery">
      <Text color="fg.error">
        {CIRCLE_TEXT.SEND_FAILED}
        {delivery.error ? `：${delivery.error}` : ''}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void retry(delivery.entryId)}>
        {CIRCLE_TEXT.RETRY}
      </Button>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit}>
          {CIRCLE_TEXT.EDIT}
        </Button>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void discard(delivery.entryId)}>
        {CIRCLE_TEXT.DELETE}
      </Button>
    </HStack>
  );
}
