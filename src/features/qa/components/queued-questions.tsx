import { Stack } from '@chakra-ui/react';

import { DeliveryLine } from '@/components/ui/delivery-line';
import { QuestionCard } from '@/features/qa/components/question-card';
import type { QueuedQuestion } from '@/features/qa/state/qa-store';
import type { AskDraft } from '@/features/qa/storage/ask-draft';

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
              delivery={{ entryId: item.id, state: delivery, error }}
              testId="qa-delivery"
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
            />
          }
        />
      ))}
    </Stack>
  );
}
