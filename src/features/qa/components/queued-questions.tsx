import { Stack } from '@chakra-ui/react';

import { DeliveryLine } from '@/features/qa/components/delivery-line';
import { QuestionCard } from '@/features/qa/components/question-card';
import type { QueuedQuestion } from '@/features/qa/state/qa-store';
import type { AskDraft } from '@/features/qa/storage/ask-draft';
import { discard, retry } from '@/lib/outbox';

/** The viewer's questions still in the outbox, on top of a list: 发送中, or 发送失败 with 重试 / 编辑 / 删除. */
export function QueuedQuestions({
  items,
  onEdit,
}: {
  items: readonly QueuedQuestion[];
  onEdit: (edit: { id: string; draft: AskDraft }) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={{ base: '3', md: '4' }} data-testid="qa-queued">
      {items.map(({ item, payload, delivery, error }) => (
        <QuestionCard
          key={item.id}
          item={item}
          status={
            <DeliveryLine
              delivery={delivery}
              error={error}
              onRetry={() => void retry(item.id)}
              onEdit={() =>
                onEdit({
                  id: item.id,
                  draft: {
                    title: payload.title,
                    content: payload.content,
                    category: payload.category,
                    tags: [...payload.tags],
                  },
                })
              }
              onDiscard={() => void discard(item.id)}
            />
          }
        />
      ))}
    </Stack>
  );
}
